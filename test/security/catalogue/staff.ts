import { expect } from 'vitest';
import { adminDb } from '../../firebase/support/emulatorShop';
import { within } from '../../firebase/support/within';
import type { ActorName, Attempt, Observed } from '../support/attempts';
import { big, call, KB900, update } from '../support/requests';
import { ifServed } from '../support/served';
import { ATTA, callAs, FEED, GHEE, pathOf, RACE_MS, refOf, RICE, warmUp, type World } from '../support/world';

/**
 * What only the owner may do through the server: set stock, save products, change roles (the
 * store keeping its last admin). Everyone else is refused by the use case; the owner's odd input
 * by the request reader or the domain.
 */

/** The product form's draft for atta, at `price` paise, as the browser sends it. */
const attaDraft = (change: Record<string, unknown> = {}) => ({
  name: ATTA.name,
  about: ATTA.about,
  group: ATTA.group,
  subgroup: ATTA.subgroup,
  imageData: [],
  weight: ATTA.weight,
  price: 100,
  mrp: 4500,
  available: 1_000_000,
  availableUnit: ATTA.availableUnit,
  loose_item: false,
  variants: [],
  ...change,
});

const saveAtta = (change: Record<string, unknown> = {}, more: Record<string, unknown> = {}) => ({
  draft: attaDraft(change),
  id: ATTA.id,
  confirmPriceAboveMrp: false,
  ...more,
});

const profile = (w: World, who: ActorName) => `users/${w.people[who].uid}`;

const notAdmin = (
  actor: ActorName,
  what: string,
  name: string,
  data: (w: World) => unknown,
  code: string,
  watch: (w: World) => string[],
): Attempt => ({
  cls: name === 'changeUserType' ? 'role escalation' : 'stock moved by hand',
  actor,
  what,
  request: (w) => call(name, data(w)),
  expect: { refused: code },
  watch,
});

const atta = () => [pathOf(ATTA)];

const roleOf = async (w: World, who: ActorName): Promise<unknown> =>
  (await within(adminDb().doc(profile(w, who)).get(), 'read a role')).get('userType');

const setRoles = async (w: World, owner: string, carol: string): Promise<void> => {
  await within(adminDb().doc(profile(w, 'owner')).update({ userType: owner }), 'set the owner’s role');
  await within(adminDb().doc(profile(w, 'carol')).update({ userType: carol }), 'set Carol’s role');
};

/** Rounds of the two-admin race that ended with no admin at all. */
let lostAdmins = 0;

/** Roles written straight into the profile: refused by firestore.rules, whoever writes. */
const WRITTEN_ROLES: Attempt[] = [
  ...(
    [
      ['alice', 'makes herself an admin', { userType: 'admin' }],
      ['alice', 'makes herself a delivery person', { userType: 'delivery' }],
      ['alice', 'sets the legacy isAdmin flag', { isAdmin: true }],
      ['alice', 'sets the isDelivery flag', { isDelivery: true }],
      ['courier', 'makes himself an admin', { userType: 'admin' }],
      ['owner', 'changes his own role by writing it', { userType: 'customer' }],
    ] as const
  ).map(([actor, what, change]): Attempt => ({
    cls: 'role escalation',
    actor,
    what,
    request: (w) => update(profile(w, actor), { ...change }),
    expect: { denied: true },
  })),
  {
    cls: 'role escalation',
    actor: 'alice',
    what: 'makes Bobby a delivery person by writing his profile',
    request: (w) => update(profile(w, 'bobby'), { userType: 'delivery' }),
    expect: { denied: true },
  },
];

const ADJUST_STOCK: Attempt[] = [
  notAdmin(
    'alice',
    'sets the atta in stock to a million through adjustStock',
    'adjustStock',
    () => ({ ref: refOf(ATTA), variant: null, available: 1_000_000 }),
    'common.permission',
    atta,
  ),
  notAdmin(
    'courier',
    'refills the feed sacks through adjustStock',
    'adjustStock',
    () => ({ ref: refOf(FEED), variant: null, available: 10_000 }),
    'common.permission',
    () => [pathOf(FEED)],
  ),
  notAdmin(
    'demoted',
    'empties the ghee through adjustStock',
    'adjustStock',
    () => ({ ref: refOf(GHEE), variant: null, available: 0 }),
    'common.permission',
    () => [pathOf(GHEE)],
  ),
  {
    cls: 'stock moved by hand',
    actor: 'owner',
    what: 'sets a stock of -5',
    request: () => call('adjustStock', { ref: refOf(ATTA), variant: null, available: -5 }),
    expect: { refused: 'product.invalidStock' },
    watch: atta,
  },
  {
    cls: 'stock moved by hand',
    actor: 'owner',
    what: 'sets a stock of 2.5 packets',
    request: () => call('adjustStock', { ref: refOf(ATTA), variant: null, available: 2.5 }),
    expect: { refused: 'product.invalidStock' },
    watch: atta,
  },
  {
    cls: 'stock moved by hand',
    actor: 'owner',
    what: 'sets the stock of a size the product does not have',
    request: () => call('adjustStock', { ref: refOf(RICE), variant: '50kg', available: 10 }),
    expect: { refused: 'cart.invalidProduct' },
    watch: () => [pathOf(RICE)],
  },
  {
    cls: 'oversized and odd input',
    actor: 'owner',
    what: 'sets stock on a product path for a group',
    request: () => call('adjustStock', { ref: { ...refOf(ATTA), group: 'grocery/subgroups/flour' }, variant: null, available: 3 }),
    expect: { callable: 'invalid-argument' },
    watch: atta,
  },
];

const SAVE_PRODUCT: Attempt[] = [
  notAdmin('alice', 'saves atta at ₹1 through saveProduct', 'saveProduct', () => saveAtta(), 'common.permission', atta),
  notAdmin(
    'courier',
    'adds a product of his own through saveProduct',
    'saveProduct',
    () => saveAtta({ name: 'Free Atta' }, { id: null }),
    'common.permission',
    atta,
  ),
  {
    cls: 'oversized and odd input',
    actor: 'owner',
    what: 'saves a product with a 900 kB name',
    request: () => call('saveProduct', saveAtta({ name: big(KB900) })),
    expect: { callable: 'invalid-argument' },
    watch: atta,
  },
  {
    cls: 'forged prices, totals and fees',
    actor: 'owner',
    what: 'saves atta above its MRP without confirming it',
    request: () => call('saveProduct', saveAtta({ price: 5000, mrp: 4500 })),
    expect: { refused: 'product.priceAboveMrp' },
    watch: atta,
  },
];

const CHANGE_USER_TYPE: Attempt[] = [
  notAdmin(
    'alice',
    'makes herself an admin through changeUserType',
    'changeUserType',
    (w) => ({ targetUid: w.people.alice.uid, userType: 'admin' }),
    'roles.onlyAdmins',
    (w) => [profile(w, 'alice')],
  ),
  notAdmin(
    'courier',
    'makes himself an admin through changeUserType',
    'changeUserType',
    (w) => ({ targetUid: w.people.courier.uid, userType: 'admin' }),
    'roles.onlyAdmins',
    (w) => [profile(w, 'courier')],
  ),
  notAdmin(
    'demoted',
    'makes himself a delivery person again through changeUserType',
    'changeUserType',
    (w) => ({ targetUid: w.people.demoted.uid, userType: 'delivery' }),
    'roles.onlyAdmins',
    (w) => [profile(w, 'demoted')],
  ),
  notAdmin(
    'courier',
    'demotes the owner through changeUserType',
    'changeUserType',
    (w) => ({ targetUid: w.people.owner.uid, userType: 'customer' }),
    'roles.onlyAdmins',
    (w) => [profile(w, 'owner')],
  ),
  {
    cls: 'role escalation',
    actor: 'owner',
    what: 'the only admin makes himself a customer, leaving the store without one',
    request: (w) => call('changeUserType', { targetUid: w.people.owner.uid, userType: 'customer' }),
    expect: { refused: 'roles.lastAdmin' },
    watch: (w) => [profile(w, 'owner')],
  },
  {
    cls: 'role escalation',
    actor: 'owner',
    what: 'gives someone a role the shop does not have',
    request: (w) => call('changeUserType', { targetUid: w.people.alice.uid, userType: 'superadmin' }),
    expect: { refused: 'roles.invalidType' },
    watch: (w) => [profile(w, 'alice')],
  },
  {
    cls: 'role escalation',
    actor: 'owner',
    what: 'names a path for the person whose role changes',
    request: () => call('changeUserType', { targetUid: 'a/../b', userType: 'admin' }),
    expect: { callable: 'invalid-argument' },
  },
  {
    cls: 'concurrency and double submission',
    actor: 'owner',
    what: 'two admins make each other customers at once, three times: the store keeps an admin each time',
    prepare: async (w) => {
      await warmUp(w.people.owner, 'changeUserType', 2);
      return {};
    },
    request: (w) => ({
      kind: 'race',
      run: async () => {
        const answers: Observed[] = [];
        for (let round = 0; round < 3; round += 1) {
          await setRoles(w, 'admin', 'admin');
          answers.push(
            ...(await Promise.all([
              callAs(w.people.owner, 'changeUserType', { targetUid: w.people.carol.uid, userType: 'customer' }, RACE_MS),
              callAs(w.people.carol, 'changeUserType', { targetUid: w.people.owner.uid, userType: 'customer' }, RACE_MS),
            ])),
          );
          const roles = await Promise.all((['owner', 'carol'] as const).map((who) => roleOf(w, who)));
          if (!roles.includes('admin')) lostAdmins += 1;
        }
        return answers;
      },
    }),
    expect: { race: ['ok', 'roles.lastAdmin', 'roles.onlyAdmins'] },
    check: async (w) => {
      const lost = lostAdmins;
      lostAdmins = 0;
      // The world as it was, whatever happened: the owner an admin, Carol a customer.
      await setRoles(w, 'admin', 'customer');
      expect(lost, 'rounds that left the store without an admin').toBe(0);
    },
  },
];

export const STAFF: Attempt[] = [
  ...WRITTEN_ROLES,
  ...ifServed('adjustStock', ADJUST_STOCK),
  ...ifServed('saveProduct', SAVE_PRODUCT),
  ...ifServed('changeUserType', CHANGE_USER_TYPE),
];
