import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/application/ports/CurrentUser';
import { FixedUser } from '../../../src/application/session/FixedUser';
import type { Geocoder } from '../../../src/application/ports/Geocoder';
import { CompleteProfile } from '../../../src/application/profile/CompleteProfile';
import { DeleteAddress } from '../../../src/application/profile/DeleteAddress';
import { EditAddress } from '../../../src/application/profile/EditAddress';
import { SaveAddress } from '../../../src/application/profile/SaveAddress';
import { SystemClock } from '../../../src/infrastructure/browser/SystemClock';
import { createFirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { profileToDoc } from '../../../src/infrastructure/firebase/converters/profileToDoc';
import { webStoredValues } from '../../../src/infrastructure/firebase/webStoredValues';
import { addressFactory, detailsFormOf } from '../../factories/addressFactory';
import { userFactory } from '../../factories/userFactory';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describeWithFirestore } from '../support/emulatorHosts';
import { withShopRules } from '../support/withShopRules';
import { adminFirestore, closeAdminApps } from '../support/adminFirestore';
import { AdminUserRepository } from '../../../functions/src/admin/AdminUserRepository';
import { clearFirestore, closeFirestores, firestoreAs } from '../support/firestoreAs';
import { seedShop, UID } from '../support/shopFixtures';

/**
 * The profile use cases over the Firestore adapters, each acting as a signed-in user under the real
 * firestore.rules. Role changes and address edits go through the server (test/firebase/functions).
 */
const PROJECT = 'demo-shop-people';
const clock = new SystemClock();

const appFor = (uid: string) => createFirestoreAdapters(firestoreAs(PROJECT, { uid, email: `${uid}@example.in` }), 'main');
const usersFor = (uid: string) => appFor(uid).users;
/** The server's user adapter (functions/src/admin), past the rules, as editAddress runs it. */
const serverUsers = () => new AdminUserRepository(adminFirestore(PROJECT));
/** The use cases act for this user, as the signed-in session would make them (the uid and email are what they read). */
const as = (uid: string): CurrentUser => new FixedUser(userFactory.build({ uid, email: `${uid}@example.in` }));

const SUNITA = { name: 'Sunita', village: 'Dhanaura', phoneNumber: '9876543210' };

/** Every address here carries its coordinates, so the geocoder is never asked. */
const noGeocoder: Geocoder = {
  reverse: () => Promise.reject(new Error('not used')),
  search: () => Promise.reject(new Error('not used')),
  locate: () => Promise.resolve(null),
};

describeWithFirestore('profiles and user types under firestore.rules')('profiles and user types under firestore.rules', () => {
  withShopRules(PROJECT);

  beforeEach(async () => {
    await clearFirestore(PROJECT);
    await seedShop(firestoreAs(PROJECT, 'owner'));
  });

  afterEach(async () => {
    await closeFirestores();
    await closeAdminApps();
  });

  it('a new user completes their profile, which creates it as a customer', async () => {
    const users = usersFor('newbe-uid');
    const done = await new CompleteProfile(users, clock, as('newbe-uid')).execute(SUNITA);
    expect(done.ok).toBe(true);
    expect(await users.get('newbe-uid')).toMatchObject({
      userType: 'customer',
      name: 'Sunita',
      village: 'Dhanaura',
      profileCompleted: true,
    });
  });

  it('a new customer saves her first address after completing her profile', async () => {
    const app = appFor('first-address-uid');
    expect((await new CompleteProfile(app.users, clock, as('first-address-uid')).execute(SUNITA)).ok).toBe(true);
    const saved = await new SaveAddress(app.users, noGeocoder, clock, app.settings, as('first-address-uid')).execute({
      details: detailsFormOf(addressFactory.build({ houseNo: '3', building: 'Kothi' })),
    });
    expect(saved.ok).toBe(true);
    expect(await app.users.get('first-address-uid')).toMatchObject({ addresses: [{ houseNo: '3' }], deliveryAddress: { houseNo: '3' } });
  });

  it('a customer saves a delivery address to their profile', async () => {
    const app = appFor(UID.alice);
    const users = app.users;
    const before = (await users.get(UID.alice))!.addresses.length;
    const saved = await new SaveAddress(users, noGeocoder, clock, app.settings, as(UID.alice)).execute({
      details: detailsFormOf(addressFactory.build({ houseNo: '7', building: 'Ram Niwas' })),
    });
    expect(saved.ok).toBe(true);
    const after = (await users.get(UID.alice))!;
    expect(after.addresses).toHaveLength(before + 1);
    expect(after.deliveryAddress).toMatchObject({ houseNo: '7', building: 'Ram Niwas' });
  });

  it('a customer edits and deletes her own saved addresses; the delivery address stays while her order is open', async () => {
    const app = appFor(UID.alice);
    const stored = (await app.users.get(UID.alice))!;
    const current = stored.deliveryAddress!;
    const spare = addressFactory.build({ id: String(Date.now()), label: 'Work' });
    await app.users.appendAddress(UID.alice, spare);

    const edit = { addressId: spare.id, details: detailsFormOf(spare, { houseNo: '22', landmark: 'Opposite the mandi gate' }) };
    // An entry changed in place is the server's to write (editAddress): the rules refuse the browser's own.
    expect(await new EditAddress(app.users, noGeocoder, clock, app.settings, as(UID.alice)).execute(edit)).toEqual({
      ok: false,
      error: { code: 'address.saveIssue' },
    });
    expect((await new EditAddress(serverUsers(), noGeocoder, clock, app.settings, as(UID.alice)).execute(edit)).ok).toBe(true);
    expect((await app.users.get(UID.alice))!.addresses.find((a) => a.id === spare.id)).toMatchObject({ houseNo: '22' });

    const remove = new DeleteAddress(app.users, app.orders, app.settings, clock, as(UID.alice));
    // Alice's pending and accepted orders are counted under the rules, by the server.
    expect(await remove.execute({ addressId: current.id })).toEqual({
      ok: false,
      error: { code: 'address.inUseByOpenOrder' },
    });
    expect(await remove.execute({ addressId: spare.id })).toEqual({
      ok: true,
      value: { deliveryAddress: current },
    });
    expect((await app.users.get(UID.alice))!.addresses.map((a) => a.id)).toEqual([current.id]);
  });

  it('the server editing one saved address writes the other, older entries back as they were stored', async () => {
    const uid = 'legacy-book-uid';
    const modern = addressFactory.build({ id: '1736485200000' });
    const legacy = { id: 1736000000000, houseNumber: '9', formattedAddress: 'Purani Mandi, Dhanaura', lat: 29.01, lng: 78.3, note: 'kept' };
    const raw = {
      ...profileToDoc(userFactory.build({ uid, addresses: [modern], deliveryAddress: modern }), webStoredValues),
      addresses: [legacy, modern],
    };
    await setDoc(doc(firestoreAs(PROJECT, 'owner'), 'users', uid), raw);
    const app = appFor(uid);
    const edited = await new EditAddress(serverUsers(), noGeocoder, clock, app.settings, as(uid)).execute({
      addressId: modern.id,
      details: detailsFormOf(modern, { building: 'Gupta Bhawan' }),
    });
    expect(edited.ok).toBe(true);
    const after = (await getDoc(doc(firestoreAs(PROJECT, 'owner'), 'users', uid))).data()!;
    expect(after.addresses[0]).toEqual(legacy);
    expect(after.addresses[1]).toMatchObject({ id: modern.id, building: 'Gupta Bhawan' });
    expect(after.deliveryAddress).toMatchObject({ id: modern.id, building: 'Gupta Bhawan' });
  });
});
