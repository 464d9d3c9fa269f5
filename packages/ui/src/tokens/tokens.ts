/**
 * The palette of tokens.css for code that cannot read CSS variables: the theme-color meta tag,
 * the web manifest, pictures drawn on the server, charts. Components use the CSS variables.
 */
export const palette = {
  'green-900': '#173d24',
  'green-800': '#1f4f2e',
  'green-700': '#245a33',
  'green-600': '#2d6a3e',
  'green-500': '#4a8a5a',
  'green-200': '#c8dfc9',
  'green-100': '#e4efe3',
  'green-50': '#f1f7f0',
  'earth-900': '#24211b',
  'earth-700': '#574f43',
  'earth-500': '#857c6c',
  'earth-300': '#cfc6b5',
  'earth-200': '#e6dfd1',
  'earth-100': '#f4efe5',
  'earth-50': '#faf7f0',
  white: '#ffffff',
  'terracotta-700': '#8f3c18',
  'terracotta-600': '#a4471f',
  'terracotta-100': '#f8e6dc',
  'sun-400': '#ffca2b',
  'amber-700': '#8a5a00',
  'amber-100': '#fdf1d8',
  'red-700': '#b3261e',
  'red-800': '#8c1d18',
  'red-100': '#fbe7e4',
  'blue-700': '#1d5a8c',
  'blue-600': '#1d5fd1',
  'blue-100': '#e3eef8',
} as const;

export type PaletteColor = keyof typeof palette;

/** The brand colour, e.g. for `<meta name="theme-color">`. */
export const brandColor = palette['green-600'];

/**
 * Layout breakpoints in px (min-width), phone first. CSS custom properties cannot be used in
 * media queries, so stylesheets repeat these numbers.
 */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
