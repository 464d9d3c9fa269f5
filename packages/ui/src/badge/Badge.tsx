import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';

export const BADGE_TONES = ['neutral', 'brand', 'success', 'warning', 'danger', 'info', 'sale'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** The meaning; the words say it too, the colour only underlines it. */
  tone?: BadgeTone;
  /** solid for the few that must catch the eye (sale, new), soft for the rest. */
  emphasis?: 'soft' | 'solid';
}

/** A short label: "Neu", "−20 %", "Winterhart", "Nur noch 3". */
export function Badge({ tone = 'neutral', emphasis = 'soft', className, ...rest }: BadgeProps) {
  return (
    <span
      className={classNames(
        'gw-badge',
        `gw-badge--${tone}`,
        emphasis === 'solid' && 'gw-badge--solid',
        className,
      )}
      {...rest}
    />
  );
}
