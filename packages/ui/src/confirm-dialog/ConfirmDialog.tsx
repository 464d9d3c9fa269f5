import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonVariant } from '../button';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. the spec's 'wirklich löschen?'; also the dialog's accessible name. */
  title: string;
  /** More about what happens, read out with the title. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger for destructive actions (the default). */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers. Focus starts on Cancel, so a stray Enter never destroys
 * anything; Tab stays inside the dialog, Escape or a click on the backdrop cancels, and focus
 * returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Bestätigen',
  cancelLabel = 'Abbrechen',
  confirmVariant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // At commit, not after paint: the focus is inside before the next key press.
  useLayoutEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => previouslyFocused?.focus();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div className="gw-confirm-dialog__backdrop" onClick={onCancel}>
      <div
        ref={dialogRef}
        className="gw-confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? descriptionId : undefined}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="gw-confirm-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={descriptionId} className="gw-confirm-dialog__body">
            {children}
          </div>
        )}
        <div className="gw-confirm-dialog__actions">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
