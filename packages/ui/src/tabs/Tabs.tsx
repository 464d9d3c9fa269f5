import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name, e.g. "Produktinformationen". */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave out and use defaultSelectedId for an uncontrolled one. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the list (roving tabindex), arrow keys move
 * and select (automatic activation), Home and End jump to the ends. All panels are rendered
 * (hidden but for the chosen one), so their text is in the server-rendered page.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? uncontrolled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string, focus: boolean) {
    setUncontrolled(id);
    onSelect?.(id);
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === current);
    const target = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(items[target]!.id, true);
  }

  return (
    <div className={classNames('gw-tabs', className)}>
      <div role="tablist" aria-label={label} className="gw-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="gw-tabs__tab"
              onClick={() => select(item.id, false)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          tabIndex={0}
          className="gw-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
