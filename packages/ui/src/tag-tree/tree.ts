import { TAG_PATH_SEPARATOR } from '@gartenwerk/domain';

/** One node of the tag tree: `path` is the full tag (`Pflanzen|Hecken`), `label` its last segment. */
export interface TagNode {
  path: string;
  label: string;
  children: TagNode[];
}

/** Nests tag paths by `|`; a parent missing from the list is added, so `a|b` alone still shows `a`. */
export function buildTagTree(tags: readonly string[]): TagNode[] {
  const roots: TagNode[] = [];
  const byPath = new Map<string, TagNode>();
  for (const tag of tags) {
    const segments = tag.split(TAG_PATH_SEPARATOR).filter((segment) => segment !== '');
    let siblings = roots;
    segments.forEach((segment, index) => {
      const path = segments.slice(0, index + 1).join(TAG_PATH_SEPARATOR);
      let node = byPath.get(path);
      if (!node) {
        node = { path, label: segment, children: [] };
        byPath.set(path, node);
        siblings.push(node);
      }
      siblings = node.children;
    });
  }
  return roots;
}

/** A node as shown: its depth and parent, in the order the tree lists them. */
export interface VisibleTagNode {
  node: TagNode;
  level: number;
  parent: string | null;
}

/** The nodes a reader sees: each root, and the children of every expanded node. */
export function visibleTagNodes(
  nodes: readonly TagNode[],
  expanded: ReadonlySet<string>,
  level = 1,
  parent: string | null = null,
): VisibleTagNode[] {
  return nodes.flatMap((node) => [
    { node, level, parent },
    ...(expanded.has(node.path) ? visibleTagNodes(node.children, expanded, level + 1, node.path) : []),
  ]);
}
