import { describe, expect, it } from 'vitest';
import { canAdminister, hasAnyRole, isAuthenticated } from './auth';

const guest = { handle: 'guest', roles: ['guest'] };
const customer = { handle: 'anna@gartenwerk.at', roles: ['user'] };
const admin = { handle: 'admin', roles: ['user', 'admin'] };
const system = { handle: 'system', roles: ['system'] };

describe('role rules', () => {
  it('counts a user as authenticated when the handle differs from the guest handle', () => {
    expect(isAuthenticated(guest)).toBe(false);
    expect(isAuthenticated(customer)).toBe(true);
    expect(isAuthenticated(null)).toBe(false);
  });

  it('checks whether a user holds one of the roles', () => {
    expect(hasAnyRole(admin, ['admin', 'system'])).toBe(true);
    expect(hasAnyRole(customer, ['admin', 'system'])).toBe(false);
    expect(hasAnyRole(undefined, ['user'])).toBe(false);
  });

  it('lets only admin or system users administer', () => {
    expect(canAdminister(admin)).toBe(true);
    expect(canAdminister(system)).toBe(true);
    expect(canAdminister(customer)).toBe(false);
    expect(canAdminister({ handle: 'guest', roles: ['admin'] })).toBe(false);
  });
});
