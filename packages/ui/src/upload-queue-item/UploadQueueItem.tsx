import { formatFileSize } from '@gartenwerk/domain';
import { Button } from '../button';
import { classNames } from '../class-names';
import { ProgressBar } from '../progress-bar';

/** Where an upload stands: waiting, sending (below 100 %), or sent and being processed (100 %). */
export type UploadStatus = 'queued' | 'uploading' | 'processing';

/** The status the spec derives from the progress of a started upload. */
export function uploadStatusOf(started: boolean, progress: number): UploadStatus {
  if (!started) return 'queued';
  return progress >= 100 ? 'processing' : 'uploading';
}

export interface UploadQueueItemLabels {
  queued: string;
  uploading: string;
  processing: string;
  remove: string;
  cancel: string;
}

export const DEFAULT_UPLOAD_QUEUE_ITEM_LABELS: UploadQueueItemLabels = {
  queued: 'wartet',
  uploading: 'wird hochgeladen',
  processing: 'wird verarbeitet',
  remove: 'Entfernen',
  cancel: 'Abbrechen',
};

export interface UploadQueueItemProps {
  name: string;
  /** Bytes; shown by the KB/MB rule. */
  size: number;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** A queued item may be removed. */
  onRemove?: () => void;
  /** An uploading item may be cancelled. */
  onCancel?: () => void;
  labels?: Partial<UploadQueueItemLabels>;
  className?: string;
}

/** One file of the upload queue: name, size, progress and the action its state allows. */
export function UploadQueueItem({
  name,
  size,
  status,
  progress,
  onRemove,
  onCancel,
  labels,
  className,
}: UploadQueueItemProps) {
  const text = { ...DEFAULT_UPLOAD_QUEUE_ITEM_LABELS, ...labels };
  return (
    <div className={classNames('gw-upload-queue-item', className)} data-status={status}>
      <span className="gw-upload-queue-item__name">{name}</span>
      <span className="gw-upload-queue-item__size">{formatFileSize(size)}</span>
      <span className="gw-upload-queue-item__status" role="status">
        {text[status]}
      </span>
      <ProgressBar
        className="gw-upload-queue-item__progress"
        progress={status === 'queued' ? 0 : progress}
        label={`${name}: ${text[status]}`}
      />
      {status === 'queued' && onRemove ? (
        <Button variant="secondary" onClick={onRemove} aria-label={`${text.remove}: ${name}`}>
          {text.remove}
        </Button>
      ) : null}
      {status === 'uploading' && onCancel ? (
        <Button variant="danger" onClick={onCancel} aria-label={`${text.cancel}: ${name}`}>
          {text.cancel}
        </Button>
      ) : null}
    </div>
  );
}
