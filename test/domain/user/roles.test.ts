import { describe, expect, it } from 'vitest';
import { isAdmin, isDelivery, roleOf } from '../../../src/domain/user/roles';

describe('roles', () => {
  it.each([
    [{ userType: 'admin' as const }, true, false, 'admin'],
    [{ userType: 'delivery' as const }, false, true, 'delivery'],
    [{ userType: 'customer' as const }, false, false, 'customer'],
    [{ userType: 'customer' as const, isAdmin: true }, true, false, 'admin'],
    [{ userType: 'customer' as const, isDelivery: true }, false, true, 'delivery'],
    [{ userType: 'admin' as const, isDelivery: true }, true, true, 'admin'],
    [{ userType: 'customer' as const, isAdmin: false, isDelivery: false }, false, false, 'customer'],
  ])('%j: admin %s, delivery %s, role %s', (record, admin, delivery, role) => {
    expect(isAdmin(record)).toBe(admin);
    expect(isDelivery(record)).toBe(delivery);
    expect(roleOf(record)).toBe(role);
  });

  it('treats a missing role record (failed read) as a plain customer', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isDelivery(undefined)).toBe(false);
    expect(roleOf(null)).toBe('customer');
  });
});
