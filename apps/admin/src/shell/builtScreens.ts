import { createContext } from 'react';

/**
 * Whether a path has its screen yet (placeholders stay out of the menu). The router provides it
 * from its table of screens, so the menu and the dashboard need not import the screens they are
 * part of.
 */
export const BuiltScreensContext = createContext<(path: string) => boolean>(() => false);
