export { ListScreen } from './ListScreen';
export type { ListFilter, ListResult, ListScreenProps } from './ListScreen';
export { BulkAction } from './BulkAction';
export type { BulkActionProps } from './BulkAction';
export { useListSearchParams, pageOf } from './useListSearchParams';
export type { ListSearchParams, ListChanges } from './useListSearchParams';
export { fetchAllPages, EXPORT_PAGE_SIZE } from './exportPages';
export type { PageFetcher } from './exportPages';
