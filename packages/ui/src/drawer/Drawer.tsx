import { useId, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { useModal } from '../dialog';
import { Icon } from '../icon';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The heading and accessible name ("Menü", "Warenkorb"). */
  title: string;
  children?: ReactNode;
  /** Stays at the bottom while the body scrolls (e.g. the mini-cart's total and checkout button). */
  footer?: ReactNode;
  /** start: from the left (navigation); end: from the right (mini-cart, filters). */
  side?: 'start' | 'end';
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** A panel sliding in from the side, modal like Dialog: focus trapped, Escape closes, focus returns. */
export function Drawer({ open, ...props }: DrawerProps) {
  return open ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({
  onClose,
  title,
  children,
  footer,
  side = 'end',
  closeLabel = 'Schließen',
  initialFocus,
  className,
}: Omit<DrawerProps, 'open'>) {
  const titleId = useId();
  const { dialogRef, dialogProps } = useModal(onClose, initialFocus);
  return (
    <dialog
      ref={dialogRef}
      className={classNames('gw-drawer', `gw-drawer--${side}`, className)}
      aria-labelledby={titleId}
      {...dialogProps}
    >
      <div className="gw-drawer__panel">
        <header className="gw-drawer__header">
          <h2 id={titleId} className="gw-drawer__title">
            {title}
          </h2>
          <button type="button" className="gw-drawer__close" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="gw-drawer__body">{children}</div>
        {footer && <footer className="gw-drawer__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
