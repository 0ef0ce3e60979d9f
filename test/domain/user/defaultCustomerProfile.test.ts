import { describe, expect, it } from 'vitest';
import { defaultCustomerProfile } from '../../../src/domain/user/defaultCustomerProfile';

describe('defaultCustomerProfile', () => {
  it('is the SPEC default document: a customer with no addresses, created and updated now', () => {
    expect(defaultCustomerProfile({ uid: 'u1', email: 'asha@example.in', name: ' Asha ' }, 1000)).toEqual({
      uid: 'u1',
      email: 'asha@example.in',
      name: 'Asha',
      userType: 'customer',
      createdAt: 1000,
      updatedAt: 1000,
      addresses: [],
    });
  });

  it('has an empty name when the account has none', () => {
    expect(defaultCustomerProfile({ uid: 'u1', email: 'a@b.in', name: null }, 1).name).toBe('');
  });
});
