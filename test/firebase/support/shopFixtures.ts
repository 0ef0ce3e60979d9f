import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { webStoredValues as values } from '../../../src/infrastructure/firebase/webStoredValues';
import type { Order } from '../../../src/domain/order/Order';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { productToDoc } from '../../../src/infrastructure/firebase/converters/productToDoc';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';
import { productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import type { Caller } from './firestoreAs';

/** Uids whose first five characters tell the owner in order ids ('order_{ts}_alice'). */
export const UID = {
  alice: 'alice-uid',
  bobby: 'bobby-uid',
  deliv: 'deliv-uid',
  other: 'other-deliv-uid',
  admin: 'admin-uid',
  legacyAdmin: 'oldad-uid',
  legacyCustomer: 'oldcu-uid',
  flagDelivery: 'flagd-uid',
} as const;

export const CALLERS = {
  signedOut: 'signed-out',
  anonymous: { uid: 'anony-uid', anonymous: true },
  alice: { uid: UID.alice, email: 'alice@example.in' },
  bobby: { uid: UID.bobby, email: 'bobby@example.in' },
  delivery: { uid: UID.deliv },
  otherDelivery: { uid: UID.other },
  admin: { uid: UID.admin },
  legacyAdmin: { uid: UID.legacyAdmin },
  flagDelivery: { uid: UID.flagDelivery },
} satisfies Record<string, Caller>;

export type Role = keyof typeof CALLERS;

export const ATTA = productFactory.build({ group: 'grocery', subgroup: 'flour', id: 'atta', name: 'Chakki Atta', available: 10 });
export const RICE = sizedProductFactory.build({ group: 'grocery', subgroup: 'rice', id: 'basmati', name: 'Basmati' });
export const ATTA_PATH = 'store/main/groups/grocery/subgroups/flour/products/atta';
export const RICE_PATH = 'store/main/groups/grocery/subgroups/rice/products/basmati';

const profile = (uid: string, fields: Partial<UserProfile> = {}) => userFactory.build({ uid, name: uid.slice(0, 5), ...fields });

export const PROFILES: UserProfile[] = [
  profile(UID.alice),
  profile(UID.bobby),
  profile(UID.deliv, { userType: 'delivery' }),
  profile(UID.other, { userType: 'delivery' }),
  profile(UID.admin, { userType: 'admin' }),
];

const item = orderItemFactory.build({ id: 'atta', group: 'grocery', subgroup: 'flour', variant: '1kg', qty: 2, price: 5000 });

/** Alice's pending order as the server's checkout stores it; Bobby's; one accepted by deliv. */
export const ALICE_PENDING: Order = orderFactory.build({ id: 'order_1736485200000_alice', userId: UID.alice, items: [item] });
export const BOBBY_PENDING: Order = orderFactory.build({ id: 'order_1736485300000_bobby', userId: UID.bobby, items: [item] });
export const ALICE_ACCEPTED: Order = orderFactory.build({
  id: 'order_1736485400000_alice',
  userId: UID.alice,
  items: [item],
  status: 'accepted',
  deliveryPersonId: UID.deliv,
  deliveryPersonName: 'deliv',
  acceptedAt: 1_736_485_500_000,
  updatedAt: 1_736_485_500_000,
});
export const ALICE_DELIVERED: Order = {
  ...ALICE_ACCEPTED,
  id: 'order_1736000000000_alice',
  status: 'delivered',
  deliveredAt: 1_736_000_500_000,
};

/** The shop every rules test starts from, written with rules bypassed. */
export async function seedShop(owner: Firestore): Promise<void> {
  const writes: Array<[string, Record<string, unknown>]> = [
    ...PROFILES.map((p): [string, Record<string, unknown>] => [`users/${p.uid}`, profileToDoc(p, values)]),
    [`users/${UID.legacyAdmin}`, { uid: UID.legacyAdmin, email: 'owner@example.in', name: 'Owner', isAdmin: true }],
    [`users/${UID.legacyCustomer}`, { uid: UID.legacyCustomer, email: 'old@example.in', name: 'Old', isAdmin: false }],
    [`users/${UID.flagDelivery}`, { uid: UID.flagDelivery, email: 'flag@example.in', name: 'Flag', isDelivery: true }],
    ['store/main/groups/grocery', { name: 'Grocery' }],
    ['store/main/groups/grocery/subgroups/flour', { name: 'Flour' }],
    ['store/main/groups/grocery/subgroups/rice', { name: 'Rice' }],
    [ATTA_PATH, productToDoc(ATTA, values, 'main')],
    [RICE_PATH, productToDoc(RICE, values, 'main')],
    [`orders/${ALICE_PENDING.id}`, orderToDoc(ALICE_PENDING, values)],
    [`orders/${BOBBY_PENDING.id}`, orderToDoc(BOBBY_PENDING, values)],
    [`orders/${ALICE_ACCEPTED.id}`, orderToDoc(ALICE_ACCEPTED, values)],
    [`incart/${UID.alice}`, { items: {} }],
    [`orderHistory/${UID.alice}`, { userId: UID.alice, lastUpdated: Timestamp.now() }],
    [`orderHistory/${UID.alice}/orders/${ALICE_DELIVERED.id}`, orderToDoc(ALICE_DELIVERED, values)],
  ];
  await Promise.all(writes.map(([path, data]) => setDoc(doc(owner, path), data)));
}

/** Issue 12: Alice's orders that need a delivery code (pending; accepted by deliv), both with the code '0427'. */
export const ALICE_CODED: Order = orderFactory.build({
  id: 'order_1736485600000_alice',
  userId: UID.alice,
  items: [item],
  deliveryCodeRequired: true,
});
export const ALICE_CODED_ACCEPTED: Order = {
  ...ALICE_CODED,
  id: 'order_1736485700000_alice',
  status: 'accepted',
  deliveryPersonId: UID.deliv,
  deliveryPersonName: 'deliv',
  acceptedAt: 1_736_485_800_000,
  updatedAt: 1_736_485_800_000,
};
export const ALICE_CODE = '0427';

/** Adds the coded orders and their deliveryCodes documents to the seeded shop, rules bypassed. */
export async function seedDeliveryCodes(owner: Firestore): Promise<void> {
  const writes: Array<[string, Record<string, unknown>]> = [];
  for (const order of [ALICE_CODED, ALICE_CODED_ACCEPTED]) {
    writes.push([`orders/${order.id}`, orderToDoc(order, values)]);
    writes.push([`deliveryCodes/${order.id}`, { userId: UID.alice, code: ALICE_CODE, wrongTries: 0 }]);
  }
  await Promise.all(writes.map(([path, data]) => setDoc(doc(owner, path), data)));
}
