import { classNames } from '../class-names';

export interface ProgressBarProps {
  /** Width in percent; clamped to 0–100. */
  progress: number;
  /** Shows the failure colour. */
  failed?: boolean;
  visible?: boolean;
  /** Accessible name of the bar. */
  label?: string;
  /** Announced instead of the percentage when the navigation failed. */
  failedLabel?: string;
  className?: string;
}

/** The thin navigation progress bar at the top of the page (colours and height from the tokens). */
export function ProgressBar({
  progress,
  failed = false,
  visible = true,
  label = 'Seite wird geladen',
  failedLabel = 'Laden fehlgeschlagen',
  className,
}: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, progress));
  return (
    <div
      className={classNames('gw-progress-bar', failed && 'gw-progress-bar--failed', className)}
      data-visible={visible}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={failed ? failedLabel : undefined}
      aria-hidden={!visible}
    >
      <div className="gw-progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
