import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataFaultKind } from '../../../src/application/ports/DataFaultError';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { FaultPlan } from '../../support/faults/FaultPlan';
import { withFaults } from '../../support/faults/withFaults';
import { TRANSACTION_WRITES, withTransactionFaults } from '../../support/faults/withTransactionFaults';
import { BACKENDS, type Backend, type ShopState } from '../support/backends';
import { wholeness } from '../support/checkoutWorld';
import {
  ACCEPTED,
  admin,
  CANCEL_STEPS,
  PENDING,
  actionReference,
  cancelBy,
  customer,
  orderShop,
  rider,
  deliverBy,
  type OrderAction,
} from '../support/orderWorld';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('faults: cancel and deliver');

const EVERY_STEP = ['getOrder', 'getProduct', 'getDeliveryCode', ...TRANSACTION_WRITES];
const KINDS: DataFaultKind[] = ['network', 'permission', 'timeout', 'conflict'];

/** Moving an order to history: cancellations restock, delivery does not; each reads and writes in one unit. */
const ACTIONS: [OrderAction, steps: number, restocks: boolean][] = [
  [cancelBy(customer, PENDING, 'the customer cancels their pending order'), CANCEL_STEPS, true],
  [cancelBy(admin, ACCEPTED, 'an admin cancels an accepted order'), CANCEL_STEPS, true],
  [cancelBy(rider, ACCEPTED, 'the delivery person cancels their order'), CANCEL_STEPS, true],
  // Delivered: read the order, write history, delete, the day's summary.
  [deliverBy(rider, ACCEPTED, 'the delivery person marks it delivered'), 4, false],
];

/** atta, rice 5kg and khal stock: 3, 4 and 2 kg before; the order holds 2, 1 and 1.5 kg. */
const stockOf = (state: ShopState) =>
  Object.fromEntries(state.products.map((p) => [p.id, p.id === 'rice' ? p.variants['5kg']!.available : p.available]));

let opened: Backend[] = [];
afterEach(async () => {
  for (const backend of opened) await backend.dispose();
  opened = [];
});

const shop = async (name: (typeof BACKENDS)[number], plan: FaultPlan, inside: boolean): Promise<Backend> => {
  const backend = await orderShop(name);
  opened.push(backend);
  const unit = backend.container.get(UnitOfWorkToken);
  backend.container.rebind(UnitOfWorkToken).toConstantValue(inside ? withTransactionFaults(unit, plan) : withFaults(unit, plan));
  return backend;
};

describe.each(BACKENDS)('an order leaving the active list under faults (%s adapters)', (name) => {
  describe.each(ACTIONS.map(([action, steps, restocks]) => [action.label, action, steps, restocks] as const))(
    '%s',
    (_label, action, steps, restocks) => {
      let reference: { before: ShopState; after: ShopState };
      beforeAll(async () => {
        reference = await actionReference(name, action);
      });

      it('done once without faults, the order is in history only, with its stock back when cancelled', () => {
        expect(reference.after.orders).toHaveLength(reference.before.orders.length - 1);
        expect(reference.after.history).toHaveLength(1);
        expect(stockOf(reference.before)).toEqual({ atta: 3, rice: 4, khal: 2 });
        expect(stockOf(reference.after)).toEqual(restocks ? { atta: 5, rice: 5, khal: 3.5 } : { atta: 3, rice: 4, khal: 2 });
      });

      const cases = Array.from({ length: steps }, (_, step) => KINDS.map((kind) => [step, kind] as const)).flat();
      it.each(cases)('failing at step %i with %s: the order stays fully active, stock as it was', async (step, kind) => {
        const plan = new FaultPlan().failNext(EVERY_STEP, kind, 1, { after: step });
        const backend = await shop(name, plan, true);

        const result = await action.run(backend);

        const state = wholeness(await backend.state(), reference);
        recorder.fault(plan.injected.length, state === 'nothing');
        expect(plan.injected).toHaveLength(1);
        expect(result.ok).toBe(false);
        expect(state).toBe('nothing');
      });

      it.each(KINDS)('a %s answer lost after the commit: fully in history, never both or neither', async (kind) => {
        const plan = new FaultPlan().failNext('run', kind, 1, { when: 'after' });
        const backend = await shop(name, plan, false);

        const first = await action.run(backend);
        const state = wholeness(await backend.state(), reference);
        // The user, told it failed, taps again: it must not restock or move anything twice.
        const again = await action.run(backend);
        const afterRetry = wholeness(await backend.state(), reference);

        recorder.fault(plan.injected.length, state === 'everything' && afterRetry === 'everything');
        expect(first.ok).toBe(false);
        expect(state).toBe('everything');
        expect(again).toMatchObject({ ok: false });
        expect(['orders.notFoundOrProcessed', 'orders.notFound']).toContain(again.code);
        expect(afterRetry).toBe('everything');
      });
    },
  );
});
