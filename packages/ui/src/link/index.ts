export { Link, LinkProvider, LINK_VARIANTS, useLinkComponent } from './Link';
export type { AnchorProps, LinkProps, LinkVariant } from './Link';
