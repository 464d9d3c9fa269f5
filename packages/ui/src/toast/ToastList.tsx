import { useRef, type ReactNode } from 'react';
import type { ToastItem, ToastType } from './toast-store';

/** Names of the types, read out before the title so the type never depends on colour alone. */
export const DEFAULT_TOAST_TYPE_LABELS: Record<ToastType, string> = {
  success: 'Erfolg',
  warning: 'Warnung',
  error: 'Fehler',
  notification: 'Hinweis',
};

const DEFAULT_ICONS: Record<ToastType, string> = {
  success: '✓',
  warning: '!',
  error: '✕',
  notification: 'i',
};

export interface ToastListProps {
  items: readonly ToastItem[];
  onClose: (id: string) => void;
  /** Accessible name of the notification region. */
  regionLabel?: string;
  /** Accessible name of each close button, followed by the toast's title. */
  closeLabel?: string;
  typeLabels?: Record<ToastType, string>;
  /** Called when the pointer or keyboard focus enters the toasts, to hold their removal. */
  onPause?: () => void;
  /** Called when pointer and focus have left the toasts again. */
  onResume?: () => void;
}

/**
 * The toasts in a polite live region. The region is always rendered, even when empty, because
 * screen readers only announce changes inside a live region that already exists.
 */
export function ToastList({
  items,
  onClose,
  regionLabel = 'Benachrichtigungen',
  closeLabel = 'Schließen',
  typeLabels = DEFAULT_TOAST_TYPE_LABELS,
  onPause,
  onResume,
}: ToastListProps) {
  const hovered = useRef(false);
  const focused = useRef(false);
  const update = (change: () => void) => {
    const wasHeld = hovered.current || focused.current;
    change();
    const held = hovered.current || focused.current;
    if (held && !wasHeld) onPause?.();
    if (!held && wasHeld) onResume?.();
  };

  return (
    <section className="gw-toast-region" aria-label={regionLabel}>
      <ol
        className="gw-toast-list"
        aria-live="polite"
        aria-relevant="additions"
        onMouseEnter={() => update(() => (hovered.current = true))}
        onMouseLeave={() => update(() => (hovered.current = false))}
        onFocus={() => update(() => (focused.current = true))}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          update(() => (focused.current = false));
        }}
      >
        {items
          .filter((item) => item.visible)
          .map((item) => (
            <li key={item.id} className={`gw-toast gw-toast--${item.type}`} data-group={item.group}>
              <span className="gw-toast__icon" aria-hidden="true">
                {item.icon ?? DEFAULT_ICONS[item.type]}
              </span>
              <div className="gw-toast__body">
                <p className="gw-toast__title">
                  <span className="gw-visually-hidden">{typeLabels[item.type]}: </span>
                  {item.display ?? item.title}
                </p>
                {item.content !== undefined && <ToastContent>{item.content}</ToastContent>}
              </div>
              <button
                type="button"
                className="gw-toast__close"
                aria-label={`${closeLabel}: ${item.title}`}
                onClick={() => onClose(item.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}

function ToastContent({ children }: { children: ReactNode }) {
  return <div className="gw-toast__content">{children}</div>;
}
