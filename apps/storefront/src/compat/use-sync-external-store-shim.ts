/** `use-sync-external-store/shim` (react-i18next imports it): preact/compat has the hook itself. */
export { useSyncExternalStore } from 'react';
