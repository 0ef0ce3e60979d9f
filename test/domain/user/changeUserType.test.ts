import { describe, expect, it } from 'vitest';
import { changeUserType } from '../../../src/domain/user/changeUserType';

const admin = { userType: 'admin' as const };

describe('changeUserType', () => {
  it.each(['customer', 'delivery', 'admin'])('lets an admin set %s, recording when and by whom', (userType) => {
    expect(changeUserType(admin, 'admin-1', { userType: 'customer' }, userType, 5000)).toEqual({
      ok: true,
      value: { userType, updatedAt: 5000, updatedBy: 'admin-1' },
    });
  });

  it('accepts a legacy admin (isAdmin flag) as the actor', () => {
    expect(changeUserType({ userType: 'customer', isAdmin: true }, 'a', null, 'delivery', 1).ok).toBe(true);
  });

  it.each([
    ['a customer', { userType: 'customer' as const }],
    ['a delivery person', { userType: 'delivery' as const }],
    ['nobody (failed read)', null],
  ])('refuses %s with roles.onlyAdmins', (_, actor) => {
    expect(changeUserType(actor, 'x', { userType: 'customer' }, 'admin', 1)).toEqual({
      ok: false,
      error: { code: 'roles.onlyAdmins' },
    });
  });

  it.each(['superuser', '', 'Admin', null, 3])('refuses the type %j with roles.invalidType', (userType) => {
    expect(changeUserType(admin, 'a', { userType: 'customer' }, userType, 1)).toEqual({
      ok: false,
      error: { code: 'roles.invalidType' },
    });
  });

  it('checks the actor before the type', () => {
    expect(changeUserType({ userType: 'customer' }, 'x', null, 'nonsense', 1)).toMatchObject({
      error: { code: 'roles.onlyAdmins' },
    });
  });

  it('clears legacy flags on the target so they cannot undo the change', () => {
    const result = changeUserType(admin, 'a', { userType: 'admin', isAdmin: true, isDelivery: false }, 'customer', 9);
    expect(result.ok && result.value).toEqual({
      userType: 'customer',
      updatedAt: 9,
      updatedBy: 'a',
      isAdmin: undefined,
      isDelivery: undefined,
    });
    expect(result.ok && Object.keys(result.value)).toContain('isAdmin');
  });
});
