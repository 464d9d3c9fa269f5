export { DEFAULT_UPLOAD_QUEUE_ITEM_LABELS, UploadQueueItem, uploadStatusOf } from './UploadQueueItem';
export type { UploadQueueItemLabels, UploadQueueItemProps, UploadStatus } from './UploadQueueItem';
