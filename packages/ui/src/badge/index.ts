export { Badge, BADGE_TONES } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
