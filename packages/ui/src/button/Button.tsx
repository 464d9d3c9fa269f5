import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant;
}

/**
 * A native button, so keyboard activation and focus come from the browser.
 * `type` defaults to "button" so a button inside a form never submits it by accident.
 */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button type={type} className={classNames('gw-button', `gw-button--${variant}`, className)} {...rest} />
  );
}
