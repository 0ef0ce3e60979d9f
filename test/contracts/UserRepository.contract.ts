import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataFaultError } from '../../src/application/ports/DataFaultError';
import type { UserRepository } from '../../src/application/ports/UserRepository';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { addressFactory } from '../factories/addressFactory';
import { userFactory } from '../factories/userFactory';
import type { ContractAdapters, ContractAdaptersFactory } from './ContractAdapters';

// Stores that outlive a run (an emulator) must never see the same uid twice.
const run = Date.now().toString(36);
let count = 0;
const freshUid = (): string => `contract-${run}-${++count}`;
const buildUser = (overrides: Partial<UserProfile> = {}): UserProfile => userFactory.build({ uid: freshUid(), ...overrides });

const rejectsWith = async (promise: Promise<unknown>, kind: DataFaultError['kind']): Promise<void> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataFaultError);
  expect((error as DataFaultError).kind).toBe(kind);
};

/** The behaviour every UserRepository adapter must show, through port methods only. */
export function userRepositoryContract(name: string, make: ContractAdaptersFactory): void {
  describe(`UserRepository contract: ${name}`, () => {
    let adapters: ContractAdapters;
    let users: UserRepository;

    beforeEach(async () => {
      adapters = await make();
      users = adapters.users;
    });

    afterEach(async () => {
      await adapters.dispose();
    });

    it('gives null for a profile that does not exist', async () => {
      expect(await users.get(freshUid())).toBeNull();
    });

    it('reads back a created profile field for field', async () => {
      const profile = buildUser({ userType: 'delivery', userName: 'ramesh' });
      await users.create(profile);
      expect(await users.get(profile.uid)).toEqual(profile);
    });

    it('refuses to create a profile twice, keeping the first', async () => {
      const profile = buildUser({ name: 'First' });
      await users.create(profile);
      await rejectsWith(users.create({ ...profile, name: 'Second' }), 'conflict');
      expect((await users.get(profile.uid))?.name).toBe('First');
    });

    it('merges an update into the stored fields', async () => {
      const profile = buildUser({ village: 'Dhanaura' });
      await users.create(profile);
      await users.update(profile.uid, { userType: 'admin', updatedAt: 99, updatedBy: 'admin-1' });
      expect(await users.get(profile.uid)).toEqual({ ...profile, userType: 'admin', updatedAt: 99, updatedBy: 'admin-1' });
    });

    it('removes the legacy isAdmin flag when the patch sets it to undefined', async () => {
      const profile = buildUser({ userType: 'admin', isAdmin: true });
      await users.create(profile);
      await users.update(profile.uid, { userType: 'admin', isAdmin: undefined });
      const stored = await users.get(profile.uid);
      expect(stored).not.toHaveProperty('isAdmin');
      expect(stored?.userType).toBe('admin');
    });

    it('refuses to update a profile that does not exist', async () => {
      await rejectsWith(users.update(freshUid(), { name: 'Ghost' }), 'notFound');
    });

    it('lists every profile', async () => {
      const a = buildUser();
      const b = buildUser({ userType: 'admin' });
      await users.create(a);
      await users.create(b);
      const listed = await users.list();
      expect(listed).toEqual(expect.arrayContaining([a, b]));
    });

    it('appends an address after the others, leaving the rest of the profile alone', async () => {
      const first = addressFactory.build();
      const profile = buildUser({ addresses: [first], deliveryAddress: first });
      await users.create(profile);
      const second = addressFactory.build({ label: 'Work', coordinates: null });
      await users.appendAddress(profile.uid, second);
      expect(await users.get(profile.uid)).toEqual({ ...profile, addresses: [first, second] });
    });

    it('refuses to append an address to a profile that does not exist', async () => {
      await rejectsWith(users.appendAddress(freshUid(), addressFactory.build()), 'notFound');
    });

    it('replaces one saved address in place, and the delivery address when it is that one', async () => {
      const [home, work] = [addressFactory.build({ label: 'Home' }), addressFactory.build({ label: 'Work' })];
      const profile = buildUser({ addresses: [home, work], deliveryAddress: work });
      await users.create(profile);
      const moved = { ...work, houseNo: '9B', houseNumber: '9B', landmark: 'Opposite the mandi gate', coordinates: null };
      expect(await users.replaceAddress(profile.uid, moved, 1_700_000_000_000)).toBe(true);
      expect(await users.get(profile.uid)).toEqual({
        ...profile,
        addresses: [home, moved],
        deliveryAddress: moved,
        updatedAt: 1_700_000_000_000,
      });

      const renamedHome = { ...home, building: 'Shiv Kunj' };
      expect(await users.replaceAddress(profile.uid, renamedHome, 1_700_000_000_001)).toBe(true);
      expect(await users.get(profile.uid)).toMatchObject({ addresses: [renamedHome, moved], deliveryAddress: moved });
    });

    it('replaces nothing, and says so, for an id that is not saved', async () => {
      const profile = buildUser();
      await users.create(profile);
      expect(await users.replaceAddress(profile.uid, addressFactory.build({ id: 'not-saved' }), 99)).toBe(false);
      expect(await users.get(profile.uid)).toEqual(profile);
      await rejectsWith(users.replaceAddress(freshUid(), addressFactory.build(), 99), 'notFound');
    });

    it('removes one saved address, leaving the delivery address when it is another', async () => {
      const [home, work] = [addressFactory.build({ label: 'Home' }), addressFactory.build({ label: 'Work' })];
      const profile = buildUser({ addresses: [home, work], deliveryAddress: work });
      await users.create(profile);
      expect(await users.removeAddress(profile.uid, home.id, null, 1_700_000_000_000)).toBe(true);
      expect(await users.get(profile.uid)).toEqual({ ...profile, addresses: [work], updatedAt: 1_700_000_000_000 });
    });

    it('puts the given address in the place of a removed delivery address, or none', async () => {
      const [home, work, other] = addressFactory.buildList(3);
      const profile = buildUser({ addresses: [home!, work!, other!], deliveryAddress: work, addressCompleted: true });
      await users.create(profile);
      expect(await users.removeAddress(profile.uid, work!.id, other!, 10)).toBe(true);
      expect(await users.get(profile.uid)).toEqual({ ...profile, addresses: [home, other], deliveryAddress: other, updatedAt: 10 });

      expect(await users.removeAddress(profile.uid, other!.id, null, 11)).toBe(true);
      expect(await users.get(profile.uid)).toEqual({
        ...profile,
        addresses: [home],
        deliveryAddress: null,
        addressCompleted: false,
        updatedAt: 11,
      });
    });

    it('removes nothing, and says so, for an id that is not saved', async () => {
      const profile = buildUser();
      await users.create(profile);
      expect(await users.removeAddress(profile.uid, 'not-saved', null, 99)).toBe(false);
      expect(await users.get(profile.uid)).toEqual(profile);
      await rejectsWith(users.removeAddress(freshUid(), 'any', null, 99), 'notFound');
    });

    it('reports the live profile: null while missing, then each change, until unsubscribed', async () => {
      const profile = buildUser();
      const seen: Array<UserProfile | null> = [];
      const stop = users.observe(profile.uid, (p) => seen.push(p));
      await vi.waitFor(() => expect(seen).toEqual([null]));

      await users.create(profile);
      await vi.waitFor(() => expect(seen.at(-1)).toEqual(profile));

      await users.update(profile.uid, { name: 'Renamed' });
      await vi.waitFor(() => expect(seen.at(-1)?.name).toBe('Renamed'));

      stop();
      const heard = seen.length;
      // The Firestore emulator hands a commit's changes to its listeners inside the commit, and one
      // whose stream has just closed fails that commit with UNKNOWN (its log: 'Stream is already
      // completed'). The browser SDK retries such a write; the Admin SDK's plain update does not.
      // A write right after the unsubscribe hit it 6 times in 300 here; none in 700 after a pause of
      // 0 to 50 ms.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await users.update(profile.uid, { name: 'After unsubscribe' });
      expect(await users.get(profile.uid)).toMatchObject({ name: 'After unsubscribe' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(heard);
    });

    it('hands out copies: changing a returned profile changes nothing stored', async () => {
      const profile = buildUser();
      await users.create(profile);
      const read = await users.get(profile.uid);
      read!.name = 'Tampered';
      read!.addresses.push(addressFactory.build());
      profile.name = 'Tampered too';
      expect(await users.get(profile.uid)).toMatchObject({ name: 'Ramesh Kumar', addresses: [expect.anything()] });
    });
  });
}
