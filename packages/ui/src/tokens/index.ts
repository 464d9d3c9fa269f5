export { palette, brandColor, breakpoints } from './tokens';
export type { PaletteColor } from './tokens';
