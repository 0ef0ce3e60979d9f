import { describe, expect, it } from 'vitest';
import { legacyRoleMigration } from '../../../src/domain/user/legacyRoleMigration';

describe('legacyRoleMigration', () => {
  it('makes a legacy admin an admin and clears the flag', () => {
    const patch = legacyRoleMigration({ isAdmin: true });
    expect(patch).toEqual({ userType: 'admin', isAdmin: undefined });
    expect(patch && 'isAdmin' in patch).toBe(true);
  });

  it('makes a legacy non-admin a customer', () => {
    expect(legacyRoleMigration({ isAdmin: false })).toEqual({ userType: 'customer', isAdmin: undefined });
  });

  it('migrates an unknown userType like a missing one', () => {
    expect(legacyRoleMigration({ isAdmin: true, userType: 'superuser' })).toEqual({ userType: 'admin', isAdmin: undefined });
  });

  it('clears the flag of a profile an adapter already normalised (userType agrees with it)', () => {
    expect(legacyRoleMigration({ isAdmin: true, userType: 'admin' })).toEqual({ userType: 'admin', isAdmin: undefined });
  });

  it('leaves a userType that was set on purpose and disagrees with the flag', () => {
    expect(legacyRoleMigration({ isAdmin: false, userType: 'delivery' })).toBeNull();
    expect(legacyRoleMigration({ isAdmin: true, userType: 'customer' })).toBeNull();
  });

  it('does nothing without a boolean flag', () => {
    expect(legacyRoleMigration({ userType: 'customer' })).toBeNull();
    expect(legacyRoleMigration({ isAdmin: 'yes' })).toBeNull();
    expect(legacyRoleMigration(null)).toBeNull();
  });
});
