import { actAs } from '../../support/actAs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { ChangeUserType } from '../../../src/application/admin/ChangeUserType';
import { ListUsers } from '../../../src/application/admin/ListUsers';
import { AdjustStock } from '../../../src/application/catalog/AdjustStock';
import { SaveProduct } from '../../../src/application/catalog/SaveProduct';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { ListLatestOrderHistory } from '../../../src/application/orders/ListLatestOrderHistory';
import { ObserveAllOrders } from '../../../src/application/orders/ObserveAllOrders';
import { ObserveAssignedOrders } from '../../../src/application/orders/ObserveAssignedOrders';
import { ObservePendingOrders } from '../../../src/application/orders/ObservePendingOrders';
import { AssignOrder } from '../../../src/application/orders/AssignOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { HandBackOrder } from '../../../src/application/orders/HandBackOrder';
import { UnlockDelivery } from '../../../src/application/orders/UnlockDelivery';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { CompleteProfile } from '../../../src/application/profile/CompleteProfile';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { SaveStoreSettings } from '../../../src/application/store/SaveStoreSettings';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import type { Order } from '../../../src/domain/order/Order';
import type { ErrorCode } from '../../../src/domain/shared/ErrorCode';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { userFactory } from '../../factories/userFactory';
import { BACKENDS, createBackend, type Backend } from '../support/backends';
import { messageText } from '../support/messageText';
import { ACCEPTED, PENDING, admin, atta, customer, khal, otherCustomer, otherRider, rice, rider } from '../support/orderWorld';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('tampering: staff actions by the wrong user');

/** An order of another customer, accepted by another delivery person. */
const OTHERS: Order = { ...ACCEPTED, id: 'order_3_others', userId: otherCustomer.uid, deliveryPersonId: otherRider.uid };

type Who = UserProfile | null;
type Outcome = { ok: boolean; code?: ErrorCode; received?: number };
type Call = (c: Container, actor: Who) => Promise<Outcome>;

const result = (r: { ok: true } | { ok: false; error: { code: ErrorCode } }): Outcome =>
  r.ok ? { ok: true } : { ok: false, code: r.error.code };

/** Subscribes and reports whether any order list reached the caller. */
const observed = (
  subscribe: (listener: () => void) => { ok: true; value: () => void } | { ok: false; error: { code: ErrorCode } },
): Outcome => {
  let received = 0;
  const r = subscribe(() => (received += 1));
  if (r.ok) r.value();
  return { ...result(r), received };
};

/** The uid and email a signed-out caller could pass where a use case asks for an actor. */

const CALLS: [label: string, call: Call, refusedFor: ('customer' | 'delivery' | 'signedOut')[], code: (who: Who) => ErrorCode][] = [
  [
    'SaveProduct (admin upload)',
    async (c, actor) =>
      result(
        await actAs(c, actor)
          .get(SaveProduct)
          .execute({
            draft: {
              name: 'Free Atta',
              about: '',
              group: 'grocery',
              subgroup: 'flour',
              imageData: ['x.jpg'],
              weight: '1kg',
              price: 0,
              mrp: 100,
              available: 999,
              availableUnit: 'gram',
              loose_item: false,
              variants: [],
            },
            confirmPriceAboveMrp: false,
          }),
      ),
    ['customer', 'delivery', 'signedOut'],
    () => 'common.permission',
  ],
  [
    'AdjustStock',
    async (c, actor) => result(await actAs(c, actor).get(AdjustStock).execute({ ref: atta, variant: null, available: 999 })),
    ['customer', 'delivery', 'signedOut'],
    () => 'common.permission',
  ],
  [
    'ChangeUserType (make oneself admin)',
    async (c, actor) =>
      result(
        await actAs(c, actor)
          .get(ChangeUserType)
          .execute({ targetUid: actor?.uid ?? customer.uid, userType: 'admin' }),
      ),
    ['customer', 'delivery', 'signedOut'],
    () => 'roles.onlyAdmins',
  ],
  [
    'ChangeUserType (demote the admin)',
    async (c, actor) => result(await actAs(c, actor).get(ChangeUserType).execute({ targetUid: admin.uid, userType: 'customer' })),
    ['customer', 'delivery', 'signedOut'],
    () => 'roles.onlyAdmins',
  ],
  [
    'ListUsers',
    async (c, actor) => result(await actAs(c, actor).get(ListUsers).execute()),
    ['customer', 'delivery', 'signedOut'],
    () => 'roles.onlyAdmins',
  ],
  [
    'SaveStoreSettings (no delivery fee, no minimum, no cap)',
    async (c, actor) => {
      const outcome = result(
        await actAs(c, actor)
          .get(SaveStoreSettings)
          .execute({ settings: { ...defaultStoreSettings(), deliveryRadiusKm: 100, maxOpenOrders: 50 } }),
      );
      // The settings document is not part of the shop state compared below: a change counts as accepted.
      const stored = await c.get(StoreSettingsRepositoryToken).get();
      return stored.maxOpenOrders === 50 ? { ok: true } : outcome;
    },
    ['customer', 'delivery', 'signedOut'],
    () => 'settings.onlyAdmins',
  ],
  [
    'ListLatestOrderHistory',
    async (c, actor) => result(await actAs(c, actor).get(ListLatestOrderHistory).execute(6)),
    ['customer', 'delivery', 'signedOut'],
    () => 'orders.permissionDenied',
  ],
  [
    'ObserveAllOrders',
    async (c, actor) => observed((l) => actAs(c, actor).get(ObserveAllOrders).execute(l)),
    ['customer', 'signedOut'],
    () => 'orders.permissionDenied',
  ],
  [
    'ObservePendingOrders',
    async (c, actor) => observed((l) => actAs(c, actor).get(ObservePendingOrders).execute(l)),
    ['customer', 'signedOut'],
    () => 'orders.permissionDenied',
  ],
  [
    'ObserveAssignedOrders',
    async (c, actor) => observed((l) => actAs(c, actor).get(ObserveAssignedOrders).execute(l)),
    ['customer', 'signedOut'],
    () => 'orders.permissionDenied',
  ],
  [
    'AcceptOrder',
    async (c, actor) => result(await actAs(c, actor).get(AcceptOrder).execute({ orderId: PENDING.id })),
    ['customer', 'signedOut'],
    (who) => (who ? 'orders.permissionDenied' : 'orders.mustBeLoggedIn'),
  ],
  ...(
    [
      ['DeliverOrder', (c: Container) => c.get(DeliverOrder).execute({ orderId: ACCEPTED.id })],
      ['HandBackOrder', (c: Container) => c.get(HandBackOrder).execute({ orderId: ACCEPTED.id })],
    ] as const
  ).map(([name, call]): (typeof CALLS)[number] => [
    name,
    async (c, actor) => result(await call(actAs(c, actor))),
    ['customer', 'signedOut'],
    (who) => (who ? 'orders.permissionDenied' : 'orders.mustBeLoggedIn'),
  ]),
  ...(
    [
      ['AssignOrder', (c: Container) => c.get(AssignOrder).execute({ orderId: PENDING.id, deliveryPersonId: rider.uid })],
      ['UnlockDelivery', (c: Container) => c.get(UnlockDelivery).execute({ orderId: ACCEPTED.id })],
    ] as const
  ).map(([name, call]): (typeof CALLS)[number] => [
    name,
    async (c, actor) => result(await call(actAs(c, actor))),
    ['customer', 'delivery', 'signedOut'],
    (who) => (who ? 'orders.permissionDenied' : 'orders.mustBeLoggedIn'),
  ]),
  ...(
    [
      ['DeliverOrder', (c: Container) => c.get(DeliverOrder).execute({ orderId: OTHERS.id })],
      ['HandBackOrder', (c: Container) => c.get(HandBackOrder).execute({ orderId: OTHERS.id })],
    ] as const
  ).map(([name, call]): (typeof CALLS)[number] => [
    `${name} on another delivery person's order`,
    async (c, actor) => result(await call(actAs(c, actor))),
    ['customer', 'delivery', 'signedOut'],
    (who) => (!who ? 'orders.mustBeLoggedIn' : who.userType === 'customer' ? 'orders.permissionDenied' : 'orders.notAssigned'),
  ]),
  [
    "CancelOrder of another customer's order",
    async (c, actor) => result(await actAs(c, actor).get(CancelOrder).execute({ orderId: OTHERS.id })),
    ['customer', 'delivery', 'signedOut'],
    (who) => (!who ? 'orders.mustBeLoggedIn' : who.userType === 'customer' ? 'orders.noCancelPermission' : 'orders.notAssigned'),
  ],
];

const PEOPLE = { customer, delivery: rider, signedOut: null } as const;

let opened: Backend[] = [];
afterEach(async () => {
  for (const backend of opened) await backend.dispose();
  opened = [];
});

async function everything(backend: Backend) {
  return {
    shop: await backend.state(),
    users: (await backend.container.get(UserRepositoryToken).list()).sort((a, b) => a.uid.localeCompare(b.uid)),
  };
}

const cases = CALLS.flatMap(([label, call, refusedFor, code]) => refusedFor.map((who) => [label, who, call, code] as const));

describe.each(BACKENDS)('use cases refuse the wrong role when called directly (%s adapters)', (name) => {
  it.each(cases)('%s by %s: refused with a code, nothing changed, nothing seen', async (_label, who, call, code) => {
    const backend = createBackend(name);
    opened.push(backend);
    await backend.seed({
      products: [atta, rice, khal],
      orders: [PENDING, ACCEPTED, OTHERS],
      users: [customer, otherCustomer, rider, otherRider, admin],
    });
    const before = await everything(backend);
    const actor = PEOPLE[who];

    const outcome = await call(backend.container, actor);

    const after = await everything(backend);
    const changed = JSON.stringify(after) !== JSON.stringify(before);
    recorder.tampering(outcome.ok || changed || (outcome.received ?? 0) > 0);
    expect(outcome).toMatchObject({ ok: false, code: code(actor) });
    expect(messageText(outcome.code!)).toBeTruthy();
    expect(outcome.received ?? 0).toBe(0);
    expect(after).toEqual(before);
  });

  it('a customer slipping userType and isAdmin into the profile form stays a customer', async () => {
    const backend = createBackend(name);
    opened.push(backend);
    const sneaky = userFactory.build({ uid: 'sneaky', userType: 'customer' });
    await backend.seed({ users: [sneaky] });
    const form = { name: 'Ramesh', village: 'Dhanaura', phoneNumber: '', userType: 'admin', isAdmin: true, isDelivery: true } as Record<
      string,
      unknown
    >;

    const saved = await actAs(backend.container, sneaky)
      .get(CompleteProfile)
      .execute({ ...form } as never);

    const stored = await backend.container.get(UserRepositoryToken).get(sneaky.uid);
    const escalated = stored?.userType !== 'customer' || stored.isAdmin !== undefined || stored.isDelivery !== undefined;
    recorder.tampering(escalated);
    expect(saved.ok).toBe(true);
    expect(stored).toMatchObject({ userType: 'customer', name: 'Ramesh' });
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored).not.toHaveProperty('isDelivery');
  });
});
