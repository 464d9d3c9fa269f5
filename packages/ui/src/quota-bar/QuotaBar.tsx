import { formatFileSize } from '@gartenwerk/domain';
import { useId } from 'react';
import { classNames } from '../class-names';

export interface QuotaBarProps {
  /** Bytes in use. */
  used: number;
  /** Bytes allowed. */
  total: number;
  /** The visible label, also the meter's accessible name. */
  label?: string;
  className?: string;
}

/** Storage in use as a bar with the label and "used / total" (sizes by the KB/MB rule). */
export function QuotaBar({ used, total, label = 'Speicherplatz', className }: QuotaBarProps) {
  const labelId = useId();
  const percent = total > 0 ? Math.min(100, Math.max(0, (used / total) * 100)) : 0;
  const text = `${formatFileSize(used)} / ${formatFileSize(total)}`;
  return (
    <div className={classNames('gw-quota-bar', percent >= 90 && 'gw-quota-bar--full', className)}>
      <div className="gw-quota-bar__caption">
        <span id={labelId}>{label}</span>
        <span>{text}</span>
      </div>
      <div
        className="gw-quota-bar__track"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <div className="gw-quota-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
