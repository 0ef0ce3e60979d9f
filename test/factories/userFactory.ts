import { Factory } from 'fishery';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { addressFactory } from './addressFactory';

const JOINED = Date.UTC(2025, 0, 1, 4, 30);

/**
 * A customer whose profile and delivery address are complete (valid by default). Build with
 * `{ addresses: [], deliveryAddress: null, addressCompleted: false }` for one without an address.
 */
export const userFactory = Factory.define<UserProfile>(({ sequence, params }) => {
  const address = addressFactory.build();
  const uid = params.uid ?? `user-${sequence}`;
  return {
    uid,
    email: `${uid}@example.in`,
    name: 'Ramesh Kumar',
    userType: 'customer',
    createdAt: JOINED + sequence,
    updatedAt: JOINED + sequence,
    village: 'Dhanaura',
    phoneNumber: '9876543210',
    profileCompleted: true,
    addressCompleted: true,
    deliveryAddress: address,
    addresses: [address],
  };
});
