export { TagTree } from './TagTree';
export type { TagTreeProps } from './TagTree';
export { buildTagTree, visibleTagNodes } from './tree';
export type { TagNode, VisibleTagNode } from './tree';
