import { TOAST_DURATION_MS } from '@gartenwerk/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { ToastProvider, useToast } from './ToastProvider';
import type { NotifyOptions } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toast store', () => {
  it('keeps a toast visible for TOAST_DURATION_MS (3000 ms) by default, then removes it', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const store = createToastStore();
    store.notify({ title: 'gespeichert', type: 'success' });
    expect(store.getItems()).toEqual([
      { id: expect.any(String), title: 'gespeichert', type: 'success', visible: true },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getItems()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getItems()).toHaveLength(0);
  });

  it('honours a toast’s own time-to-live and defaults the type to notification', () => {
    const store = createToastStore();
    store.notify({ title: 'kurz', timeToLive: 500 });
    store.notify({ title: 'lang' });
    expect(store.getItems()[0]?.type).toBe('notification');
    vi.advanceTimersByTime(500);
    expect(store.getItems().map((item) => item.title)).toEqual(['lang']);
  });

  it('replaces the toast of the same group instead of stacking', () => {
    const store = createToastStore();
    store.notify({ title: 'gespeichert', group: 'save' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    store.notify({ title: 'gespeichert', group: 'save' });
    store.notify({ title: 'gelöscht', group: 'delete' });
    expect(store.getItems().map((item) => item.group)).toEqual(['save', 'delete']);
    // The replaced toast's timer must not remove its successor.
    vi.advanceTimersByTime(100);
    expect(store.getItems()).toHaveLength(2);
  });

  it('dismisses a toast early and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.notify({ title: 'Hallo' });
    store.dismiss(id);
    expect(store.getItems()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

function NotifyButton(options: NotifyOptions) {
  const { notify } = useToast();
  return (
    <button type="button" onClick={() => notify(options)}>
      Melden
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows notified toasts in a polite live region and removes them after their time-to-live', () => {
    render(
      <ToastProvider>
        <NotifyButton title="Fehler beim Löschen" content="no permission" type="error" />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(within(region).getByRole('list').getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    const toast = within(region).getByRole('listitem');
    expect(toast.textContent).toContain('Fehler: Fehler beim Löschen');
    expect(toast.textContent).toContain('no permission');
    expect(toast.className).toBe('gw-toast gw-toast--error');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  it('closes a toast with its close button', () => {
    render(
      <ToastProvider>
        <NotifyButton title="gespeichert" type="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schließen: gespeichert' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('renders a given icon instead of the default one', () => {
    render(
      <ToastProvider closeLabel="Close" regionLabel="Notifications">
        <NotifyButton title="Saved" icon="🌱" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect(screen.getByRole('listitem').textContent).toContain('🌱');
    expect(screen.getByRole('button', { name: 'Close: Saved' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeDefined();
  });

  it('refuses useToast outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NotifyButton title="x" />)).toThrow('useToast must be used inside a ToastProvider');
  });
});

describe('pausing while a person reads', () => {
  it('holds the removal while paused and continues with the time left', () => {
    const store = createToastStore();
    store.notify({ title: 'gespeichert' });
    vi.advanceTimersByTime(1000);
    store.pause();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 5);
    expect(store.getItems()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    expect(store.getItems()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getItems()).toHaveLength(0);
  });

  it('a toast notified while paused waits for resume', () => {
    const store = createToastStore();
    store.notify({ title: 'erster' });
    store.pause();
    store.notify({ title: 'zweiter' });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(store.getItems()).toHaveLength(2);
    store.resume();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getItems()).toHaveLength(0);
  });

  it('closing the last toast ends the pause', () => {
    const store = createToastStore();
    const id = store.notify({ title: 'einer' });
    store.pause();
    store.dismiss(id);
    store.notify({ title: 'neu' });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getItems()).toHaveLength(0);
  });

  it('pauses while the pointer is over the toasts or focus is inside them', () => {
    render(
      <ToastProvider>
        <NotifyButton title="gespeichert" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Melden' }));
    const list = screen.getByRole('list');

    fireEvent.mouseEnter(list);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByRole('listitem')).not.toBeNull();

    // Focus inside keeps it paused after the pointer leaves.
    act(() => screen.getByRole('button', { name: 'Schließen: gespeichert' }).focus());
    fireEvent.mouseLeave(list);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByRole('listitem')).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'Melden' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
