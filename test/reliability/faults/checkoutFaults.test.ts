import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataFaultKind } from '../../../src/application/ports/DataFaultError';
import { TransactionConflictError, UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import type { ErrorCode } from '../../../src/domain/shared/ErrorCode';
import { FaultPlan } from '../../support/faults/FaultPlan';
import { withFaults } from '../../support/faults/withFaults';
import { TRANSACTION_WRITES, withTransactionFaults } from '../../support/faults/withTransactionFaults';
import { BACKENDS, type Backend, type ShopState } from '../support/backends';
import {
  CHECKOUT_READ_STEPS,
  CHECKOUT_READS,
  CHECKOUT_WRITES,
  checkoutReference,
  checkoutShop,
  placeOrder,
  wholeness,
} from '../support/checkoutWorld';
import { messageText } from '../support/messageText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('faults: checkout');

const TRANSACTION_READS = [...CHECKOUT_READ_STEPS, 'getOrder', 'getDeliveryCode'] as const;
const EVERY_STEP = [...TRANSACTION_READS, ...TRANSACTION_WRITES];

/** SPEC section 8: what each failure of the checkout transaction tells the customer. */
const SPEC_MAPPING: [label: string, fault: DataFaultKind | Error, code: ErrorCode, text: string][] = [
  ['permission', 'permission', 'checkout.permissionDenied', 'Permission denied: You may need to log out and log back in.'],
  ['not found', 'notFound', 'checkout.notFound', 'Product not found: One or more products in your cart no longer exist.'],
  [
    'failed precondition (conflict)',
    'conflict',
    'checkout.conflict',
    'Database conflict: Please try again. Some inventory may have changed.',
  ],
  [
    'failed precondition (transaction)',
    new TransactionConflictError(),
    'checkout.conflict',
    'Database conflict: Please try again. Some inventory may have changed.',
  ],
  ['other: network', 'network', 'checkout.databaseError', 'Database error: {{detail}}'],
  ['other: timeout', 'timeout', 'checkout.databaseError', 'Database error: {{detail}}'],
  ['other: unknown', 'unknown', 'checkout.databaseError', 'Database error: {{detail}}'],
  ['other: not a database error', new Error('boom'), 'checkout.error', 'Error during checkout: {{detail}}'],
];

let opened: Backend[] = [];
afterEach(async () => {
  for (const backend of opened) await backend.dispose();
  opened = [];
});

describe.each(BACKENDS)('checkout under faults (%s adapters)', (name) => {
  let reference: { before: ShopState; after: ShopState };
  beforeAll(async () => {
    reference = await checkoutReference(name);
  });

  const shopWithFaultyUnit = async (plan: FaultPlan, inside: boolean): Promise<Backend> => {
    const backend = await checkoutShop(name);
    opened.push(backend);
    const unit = backend.container.get(UnitOfWorkToken);
    backend.container.rebind(UnitOfWorkToken).toConstantValue(inside ? withTransactionFaults(unit, plan) : withFaults(unit, plan));
    return backend;
  };

  it.each(SPEC_MAPPING)('a %s failure of the unit shows its SPEC message and changes nothing', async (_label, fault, code, text) => {
    const plan = new FaultPlan().failNext('run', fault);
    const backend = await shopWithFaultyUnit(plan, false);

    const result = await placeOrder(backend);

    const state = wholeness(await backend.state(), reference);
    recorder.fault(plan.injected.length, state === 'nothing');
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(messageText(code)).toBe(text);
    expect(state).toBe('nothing');
  });

  // Each of the unit's steps (its reads, then its writes) failing with each kind: never half a checkout.
  const steps = Array.from({ length: CHECKOUT_READS + CHECKOUT_WRITES }, (_, step) => step);
  const kinds = SPEC_MAPPING.filter(([, fault]) => typeof fault === 'string').map(
    ([, fault, code]) => [fault as DataFaultKind, code] as const,
  );
  describe.each(steps)('step %i of the unit fails', (step) => {
    it.each(kinds)('with %s: the mapped message, and nothing written', async (kind, code) => {
      const plan = new FaultPlan().failNext(EVERY_STEP, kind, 1, { after: step });
      const backend = await shopWithFaultyUnit(plan, true);

      const result = await placeOrder(backend);

      const state = wholeness(await backend.state(), reference);
      recorder.fault(plan.injected.length, state === 'nothing');
      expect(plan.injected).toHaveLength(1);
      expect(result.ok ? null : result.error.code).toBe(code);
      expect(state).toBe('nothing');
    });
  });

  it('with no fault the same unit places the order: stock, order and cart change together', async () => {
    const plan = new FaultPlan();
    const backend = await shopWithFaultyUnit(plan, true);

    const result = await placeOrder(backend);

    expect(result.ok).toBe(true);
    expect(CHECKOUT_READ_STEPS.reduce((n, m) => n + plan.calls(m), 0)).toBe(CHECKOUT_READS);
    expect(TRANSACTION_WRITES.reduce((n, m) => n + plan.calls(m), 0)).toBe(CHECKOUT_WRITES);
    expect(wholeness(await backend.state(), reference)).toBe('everything');
  });

  it('an answer lost after the commit leaves the whole order placed, never half of it', async () => {
    const plan = new FaultPlan().failNext('run', 'timeout', 1, { when: 'after' });
    const backend = await shopWithFaultyUnit(plan, false);

    const result = await placeOrder(backend);

    const state = wholeness(await backend.state(), reference);
    recorder.fault(plan.injected.length, state === 'everything');
    expect(result).toMatchObject({ ok: false, error: { code: 'checkout.databaseError' } });
    expect(state).toBe('everything');
    // Trying again finds the cart empty instead of ordering twice.
    expect(await placeOrder(backend)).toEqual({ ok: false, error: { code: 'checkout.noItems' } });
    expect(wholeness(await backend.state(), reference)).toBe('everything');
  });
});
