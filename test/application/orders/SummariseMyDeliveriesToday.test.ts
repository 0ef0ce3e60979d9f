import { describe, expect, it } from 'vitest';
import { CancelOrder } from '../../../src/application/orders/CancelOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { SummariseMyDeliveriesToday } from '../../../src/application/orders/SummariseMyDeliveriesToday';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { istDayStart } from '../../../src/domain/reports/istCalendar';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';
import { actAs } from '../../support/actAs';
import { clockOf, memoryOf } from '../../support/seedCommerce';
import { admin, atta, customer, delivery, orderWorld, otherDelivery } from './orderWorld';

const HOUR = 3_600_000;
/** An accepted order of one line of atta worth `total` paise. */
const heldBy = (id: string, deliveryPersonId: string, total: number) =>
  orderFactory.build({
    id,
    userId: 'cust1',
    status: 'accepted',
    deliveryPersonId,
    items: [orderItemFactory.build({ id: atta.id, group: atta.group, subgroup: atta.subgroup, qty: 1, price: total })],
  });

/** Suresh (del1) and Mahesh (del2) deliver and cancel orders over two days, through the use cases. */
async function twoDays() {
  const container = orderWorld([
    heldBy('o-yesterday', 'del1', 70000),
    heldBy('o-morning', 'del1', 25000),
    heldBy('o-noon', 'del1', 13050),
    heldBy('o-turned-back', 'del1', 99900),
    heldBy('o-mahesh', 'del2', 50000),
    heldBy('o-still-on-the-way', 'del1', 40000),
  ]);
  const clock = clockOf(container);
  const today = istDayStart(clock.now());
  const deliver = async (who: UserProfile, orderId: string) => {
    const result = await actAs(container, who).get(DeliverOrder).execute({ orderId });
    expect(result.ok).toBe(true);
  };
  clock.set(today - 2 * HOUR); // 10 pm yesterday
  await deliver(delivery, 'o-yesterday');
  clock.set(today + 9 * HOUR);
  await deliver(delivery, 'o-morning');
  await deliver(otherDelivery, 'o-mahesh');
  clock.set(today + 12 * HOUR);
  await deliver(delivery, 'o-noon');
  expect(
    await actAs(container, delivery).get(CancelOrder).execute({ orderId: 'o-turned-back', reason: 'Customer not at home' }),
  ).toMatchObject({ ok: true });
  clock.set(today + 13 * HOUR);
  return container;
}

describe('SummariseMyDeliveriesToday', () => {
  it("counts only my deliveries of today and their cash: not yesterday's, not a cancelled one, not another person's", async () => {
    const container = await twoDays();
    expect(await actAs(container, delivery).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: true,
      value: { delivered: 2, cashCollected: 38050 },
    });
    expect(await actAs(container, otherDelivery).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: true,
      value: { delivered: 1, cashCollected: 50000 },
    });
  });

  it('starts a new day at midnight in India', async () => {
    const container = await twoDays();
    clockOf(container).set(istDayStart(clockOf(container).now()) + 24 * HOUR + 60_000);
    expect(await actAs(container, delivery).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: true,
      value: { delivered: 0, cashCollected: 0 },
    });
  });

  it.each([
    ['a customer', customer],
    ['an admin (the dashboard has the whole day)', admin],
    ['nobody signed in', null],
  ] as const)('%s is refused', async (_, who) => {
    const container = await twoDays();
    expect(await actAs(container, who).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
  });

  it('a failed read says what went wrong instead of showing zero', async () => {
    const container = await twoDays();
    memoryOf(container).failNext('history.listDeliveredBy', new DataFaultError('network'));
    expect(await actAs(container, delivery).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: false,
      error: { code: 'common.network' },
    });
    memoryOf(container).failNext('history.listDeliveredBy', new DataFaultError('permission'));
    expect(await actAs(container, delivery).get(SummariseMyDeliveriesToday).execute()).toEqual({
      ok: false,
      error: { code: 'common.permission' },
    });
  });
});
