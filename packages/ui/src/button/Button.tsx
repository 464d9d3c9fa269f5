import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { classNames } from '../class-names';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, secondary beside it, ghost for quiet ones, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding; md is a 44 px touch target. */
  size?: ButtonSize;
  /** Busy with the action it started: shows a spinner, ignores clicks, keeps its focus and width. */
  loading?: boolean;
  /** Read out while loading, after the label. */
  loadingLabel?: string;
  /** Takes the whole width of its container (e.g. add-to-cart on a phone). */
  block?: boolean;
}

/**
 * A native button, so keyboard activation and focus come from the browser.
 * `type` defaults to "button" so a button inside a form never submits it by accident.
 * While loading it stays focusable (a disabled button would drop the focus) and is marked
 * aria-disabled and aria-busy instead. Children are not wrapped, so the button's HTML stays
 * `<button …>Text</button>`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'wird ausgeführt',
  block = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  'aria-busy': ariaBusy,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // Also keeps a submit button from sending its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type={type}
      className={classNames(
        'gw-button',
        `gw-button--${variant}`,
        size !== 'md' && `gw-button--${size}`,
        block && 'gw-button--block',
        loading && 'gw-button--loading',
        className,
      )}
      aria-disabled={loading || ariaDisabled || undefined}
      aria-busy={loading || ariaBusy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <span className="gw-button__spinner" aria-hidden="true" />}
      {children}
      {loading && (
        <>
          {' '}
          <span className="gw-visually-hidden">({loadingLabel})</span>
        </>
      )}
    </button>
  );
}
