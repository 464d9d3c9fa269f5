export { LogoutButton } from './LogoutButton';
export type { LogoutButtonProps } from './LogoutButton';
