export { Paginator } from './Paginator';
export type { PaginatorProps } from './Paginator';
export { pageSlots } from './pages';
export type { PageSlot } from './pages';
