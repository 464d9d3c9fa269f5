import { Button, type ButtonProps } from '../button';

export interface LogoutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Ends the session; the button is busy until it settles. */
  onLogout: () => void | Promise<unknown>;
  /** The visible text, e.g. "Abmelden". */
  label?: string;
  /** While the logout is under way. */
  pending?: boolean;
}

/** The logout button of the spec's widgets: a secondary button that is disabled while logging out. */
export function LogoutButton({
  onLogout,
  label = 'Abmelden',
  pending = false,
  variant = 'secondary',
  ...rest
}: LogoutButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      disabled={pending || rest.disabled}
      aria-busy={pending || undefined}
      onClick={() => void onLogout()}
    >
      {label}
    </Button>
  );
}
