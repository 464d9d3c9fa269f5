import type { Role } from '@gartenwerk/domain';

/** The internal role is never shown in the admin centre (spec §6). */
export function visibleRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role !== 'internal');
}

/** The roles an admin may assign: configuration components.auth.availableRoles, without internal. */
export function assignableRoles(availableRoles: readonly Role[] | undefined): Role[] {
  return visibleRoles(availableRoles ?? []);
}

/**
 * The roles after editing: the offered ones as checked, every role not offered (internal, or one
 * missing from availableRoles) kept as it was, so saving never drops a role nobody could see.
 */
export function mergeRoles(
  current: readonly Role[],
  offered: readonly Role[],
  checked: readonly Role[],
): Role[] {
  return [
    ...current.filter((role) => !offered.includes(role)),
    ...offered.filter((role) => checked.includes(role)),
  ];
}
