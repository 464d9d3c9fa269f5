import { TOAST_DURATION_MS } from '@gartenwerk/domain';
import type { ReactNode } from 'react';

export const TOAST_TYPES = ['success', 'warning', 'error', 'notification'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** A notification item as the spec names it. */
export interface ToastItem {
  id: string;
  title: string;
  /** The title as shown, where parts of it are marked (a name's language); `title` is its plain text. */
  display?: ReactNode;
  content?: ReactNode;
  type: ToastType;
  visible: boolean;
  /** Replaces the type's default icon. */
  icon?: ReactNode;
  /** A new toast of the same group replaces the shown one instead of stacking (e.g. repeated "gespeichert"). */
  group?: string;
}

export interface NotifyOptions {
  title: string;
  /** The title as shown, where parts of it are marked (a name's language); `title` is its plain text. */
  display?: ReactNode;
  content?: ReactNode;
  /** Defaults to "notification". */
  type?: ToastType;
  icon?: ReactNode;
  group?: string;
  /** How long the toast stays, in ms; the store's default (TOAST_DURATION_MS) unless given. */
  timeToLive?: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id; it is removed after its time-to-live. */
  notify(options: NotifyOptions): string;
  dismiss(id: string): void;
  getItems(): readonly ToastItem[];
  /** Holds every removal while a person reads or operates the toasts (hover, keyboard focus). */
  pause(): void;
  /** Lets the removals run again with the time each had left. */
  resume(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Clears every pending removal (unmount). */
  dispose(): void;
}

export interface ToastStoreOptions {
  defaultTimeToLive?: number;
}

/** The toast list and its removal timers, without React, so it can be tested with fake timers. */
export function createToastStore({
  defaultTimeToLive = TOAST_DURATION_MS,
}: ToastStoreOptions = {}): ToastStore {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  let paused = false;
  const removals = new Map<string, Removal>();
  const listeners = new Set<() => void>();

  function setItems(next: readonly ToastItem[]): void {
    items = next;
    listeners.forEach((listener) => listener());
  }

  function schedule(id: string, delay: number): void {
    removals.set(id, {
      remaining: delay,
      deadline: Date.now() + delay,
      timer: paused ? undefined : setTimeout(() => dismiss(id), delay),
    });
  }

  function cancel(id: string): void {
    clearTimeout(removals.get(id)?.timer);
    removals.delete(id);
  }

  function dismiss(id: string): void {
    cancel(id);
    if (!items.some((item) => item.id === id)) return;
    // A closed toast takes the hover or focus with it; the next one must not stay paused for good.
    if (items.length === 1) paused = false;
    setItems(items.filter((item) => item.id !== id));
  }

  return {
    notify({ timeToLive = defaultTimeToLive, type = 'notification', ...fields }) {
      const id = `gw-toast-${nextId++}`;
      const replaced = fields.group ? items.filter((item) => item.group === fields.group) : [];
      replaced.forEach((item) => cancel(item.id));
      const kept = items.filter((item) => !replaced.includes(item));
      setItems([...kept, { ...fields, id, type, visible: true }]);
      schedule(id, timeToLive);
      return id;
    },
    dismiss,
    pause() {
      if (paused) return;
      paused = true;
      removals.forEach((removal) => {
        clearTimeout(removal.timer);
        removal.timer = undefined;
        removal.remaining = Math.max(0, removal.deadline - Date.now());
      });
    },
    resume() {
      if (!paused) return;
      paused = false;
      removals.forEach((removal, id) => schedule(id, removal.remaining));
    },
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      removals.forEach((removal) => clearTimeout(removal.timer));
      removals.clear();
    },
  };
}

interface Removal {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the toast goes, while running. */
  deadline: number;
  /** Time left, kept while paused. */
  remaining: number;
}
