import { TOOLTIP } from '@gartenwerk/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface TooltipProps {
  /** The hint; rich content (the spec allows HTML) is given as elements, never as an HTML string. */
  text?: ReactNode;
  children: ReactNode;
}

/**
 * A hint above its children (placement top, offset 0 and 10 px, at most 350 px wide), shown 300 ms after
 * the pointer enters or focus arrives and hidden 250 ms after it leaves (spec constants, TOOLTIP).
 */
export function Tooltip({ text = TOOLTIP.defaultText, children }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (show: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(show), show ? TOOLTIP.showDelayMs : TOOLTIP.hideDelayMs);
  };

  return (
    <span
      className="gw-tooltip"
      aria-describedby={visible ? id : undefined}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={() => later(true)}
      onBlur={() => later(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setVisible(false);
      }}
    >
      {children}
      {visible ? (
        <span
          role="tooltip"
          id={id}
          className={`gw-tooltip__bubble gw-tooltip__bubble--${TOOLTIP.placement}`}
          style={{
            maxWidth: TOOLTIP.maxWidth,
            marginLeft: TOOLTIP.offset[0],
            marginBottom: TOOLTIP.offset[1],
          }}
        >
          {text}
        </span>
      ) : null}
    </span>
  );
}
