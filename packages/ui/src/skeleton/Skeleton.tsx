import { classNames } from '../class-names';

export interface SkeletonProps {
  /** text: lines of text; rect: a picture or block; circle: an avatar or swatch. */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines (the last one shorter). */
  lines?: number;
  width?: string | number;
  height?: string | number;
  className?: string;
}

/**
 * A placeholder in the shape of content that is still loading. It is hidden from assistive
 * technology: mark the loading region with aria-busy, or add a <LoadingStatus>, to say it in words.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={classNames('gw-skeleton-lines', className)} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="gw-skeleton gw-skeleton--text" style={{ height }} />
        ))}
      </span>
    );
  }
  return (
    <span
      className={classNames('gw-skeleton', `gw-skeleton--${shape}`, className)}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** The words for a loading region, read politely once (e.g. "Produkte werden geladen …"). */
export function LoadingStatus({ label = 'Wird geladen …' }: { label?: string }) {
  return (
    <span role="status" className="gw-visually-hidden">
      {label}
    </span>
  );
}
