export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps } from './ToastProvider';
export { ToastList, DEFAULT_TOAST_TYPE_LABELS } from './ToastList';
export type { ToastListProps } from './ToastList';
export { createToastStore, TOAST_TYPES } from './toast-store';
export type { NotifyOptions, ToastItem, ToastStore, ToastStoreOptions, ToastType } from './toast-store';
