import { GUEST_HANDLE, type Role } from './constants';

/** The part of a user the role rules look at. */
export interface UserIdentity {
  handle: string;
  roles: readonly string[];
}

/** A user counts as authenticated when the handle differs from the guest handle. */
export function isAuthenticated(user: UserIdentity | null | undefined): boolean {
  return !!user && user.handle !== GUEST_HANDLE;
}

/** Whether the user holds at least one of the given roles. */
export function hasAnyRole(user: UserIdentity | null | undefined, roles: readonly Role[]): boolean {
  return !!user && user.roles.some((role) => (roles as readonly string[]).includes(role));
}

/** The admin centre, updates and the admin overlay are for admin or system users only. */
export function canAdminister(user: UserIdentity | null | undefined): boolean {
  return isAuthenticated(user) && hasAnyRole(user, ['admin', 'system']);
}
