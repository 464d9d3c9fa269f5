import { useId, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon';
import { useModal } from './useModal';

export interface DialogProps {
  /** Shown while true; the dialog is not in the page otherwise. */
  open: boolean;
  /** Escape, the close button and a click on the backdrop ask to close. */
  onClose: () => void;
  /** The heading and the dialog's accessible name. */
  title: string;
  /** Read with the title (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (right-aligned; stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  /** The element to focus when the dialog opens; the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** A modal dialog (native `<dialog>`, shown with showModal): focus trapped, Escape closes, focus returns. */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Schließen',
  initialFocus,
  className,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const { dialogRef, dialogProps } = useModal(onClose, initialFocus);
  return (
    <dialog
      ref={dialogRef}
      className={classNames('gw-dialog', `gw-dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dialogProps}
    >
      <div className="gw-dialog__panel">
        <header className="gw-dialog__header">
          <h2 id={titleId} className="gw-dialog__title">
            {title}
          </h2>
          <button type="button" className="gw-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="gw-dialog__body">
          {description && (
            <p id={descriptionId} className="gw-dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <footer className="gw-dialog__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
