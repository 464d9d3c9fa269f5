import { TOAST_DURATION_MS } from '@gartenwerk/domain';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ToastList, type ToastListProps } from './ToastList';
import { createToastStore, type NotifyOptions } from './toast-store';

export interface ToastApi {
  /** Shows a toast; returns its id. */
  notify(options: NotifyOptions): string;
  /** Removes a toast before its time-to-live. */
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Pick<
  ToastListProps,
  'regionLabel' | 'closeLabel' | 'typeLabels'
> {
  children?: ReactNode;
  /** Default time-to-live of a toast in ms. */
  timeToLive?: number;
}

/** Holds the toasts of the app and renders them in one live region after its children. */
export function ToastProvider({
  children,
  timeToLive = TOAST_DURATION_MS,
  ...listProps
}: ToastProviderProps) {
  const [store] = useState(() => createToastStore({ defaultTimeToLive: timeToLive }));
  const items = useSyncExternalStore(store.subscribe, store.getItems, store.getItems);
  const api = useMemo<ToastApi>(() => ({ notify: store.notify, dismiss: store.dismiss }), [store]);

  useEffect(() => () => store.dispose(), [store]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList
        items={items}
        onClose={store.dismiss}
        onPause={store.pause}
        onResume={store.resume}
        {...listProps}
      />
    </ToastContext.Provider>
  );
}

/** `notify` and `dismiss` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
