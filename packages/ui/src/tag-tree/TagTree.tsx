import { TAG_PATH_SEPARATOR } from '@gartenwerk/domain';
import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { buildTagTree, visibleTagNodes, type TagNode } from './tree';

export interface TagTreeProps {
  /** Tag paths, nested by `|`; built-in tags are plain entries. */
  tags: readonly string[];
  /** The selected tag path, or null. */
  selected: string | null;
  onSelect: (tag: string) => void;
  /** Accessible name of the tree. */
  label?: string;
  /** What a node shows, e.g. a translation of a built-in tag; the last path segment by default. */
  renderLabel?: (node: TagNode) => ReactNode;
  className?: string;
}

/** Every ancestor path of a tag, so the selected tag starts visible. */
function ancestors(tag: string | null): string[] {
  if (!tag) return [];
  const segments = tag.split(TAG_PATH_SEPARATOR);
  return segments.slice(1).map((_segment, index) => segments.slice(0, index + 1).join(TAG_PATH_SEPARATOR));
}

/**
 * The tags as a tree (WAI-ARIA tree pattern): one tab stop; Up/Down move, Right opens or goes to the
 * first child, Left closes or goes to the parent, Home/End jump, Enter or Space select.
 */
export function TagTree({ tags, selected, onSelect, label = 'Tags', renderLabel, className }: TagTreeProps) {
  const roots = useMemo(() => buildTagTree(tags), [tags]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(ancestors(selected)));
  const visible = visibleTagNodes(roots, expanded);
  const [focused, setFocused] = useState<string | null>(null);
  const active =
    visible.find((item) => item.node.path === focused)?.node.path ?? selected ?? visible[0]?.node.path;
  const items = useRef(new Map<string, HTMLLIElement>());

  function focus(path: string | undefined) {
    if (path === undefined) return;
    setFocused(path);
    items.current.get(path)?.focus();
  }

  function toggle(path: string, open: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = visible.findIndex((item) => item.node.path === active);
    const current = visible[index];
    if (!current) return;
    const hasChildren = current.node.children.length > 0;
    const isOpen = expanded.has(current.node.path);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(visible[index + 1]?.node.path),
      ArrowUp: () => focus(visible[index - 1]?.node.path),
      Home: () => focus(visible[0]?.node.path),
      End: () => focus(visible.at(-1)?.node.path),
      ArrowRight: () => {
        if (hasChildren && !isOpen) toggle(current.node.path, true);
        else if (hasChildren) focus(current.node.children[0]?.path);
      },
      ArrowLeft: () => {
        if (hasChildren && isOpen) toggle(current.node.path, false);
        else focus(current.parent ?? undefined);
      },
      Enter: () => onSelect(current.node.path),
      ' ': () => onSelect(current.node.path),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function renderNodes(nodes: readonly TagNode[], level: number): ReactNode {
    return nodes.map((node) => {
      const hasChildren = node.children.length > 0;
      const isOpen = expanded.has(node.path);
      return (
        <li
          key={node.path}
          ref={(element) => {
            if (element) items.current.set(node.path, element);
            else items.current.delete(node.path);
          }}
          role="treeitem"
          aria-level={level}
          aria-selected={node.path === selected}
          aria-expanded={hasChildren ? isOpen : undefined}
          tabIndex={node.path === active ? 0 : -1}
          className="gw-tag-tree__item"
          onClick={(event) => {
            event.stopPropagation();
            setFocused(node.path);
            onSelect(node.path);
          }}
        >
          <span className="gw-tag-tree__row">
            {hasChildren ? (
              <span
                className="gw-tag-tree__toggle"
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(node.path, !isOpen);
                }}
              >
                {isOpen ? '▾' : '▸'}
              </span>
            ) : (
              <span className="gw-tag-tree__toggle" aria-hidden="true" />
            )}
            <span className="gw-tag-tree__label">{renderLabel ? renderLabel(node) : node.label}</span>
          </span>
          {hasChildren && isOpen ? (
            <ul role="group" className="gw-tag-tree__group">
              {renderNodes(node.children, level + 1)}
            </ul>
          ) : null}
        </li>
      );
    });
  }

  return (
    <ul role="tree" aria-label={label} className={classNames('gw-tag-tree', className)} onKeyDown={onKeyDown}>
      {renderNodes(roots, 1)}
    </ul>
  );
}
