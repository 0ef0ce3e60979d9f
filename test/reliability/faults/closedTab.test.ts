import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { abortStorageAfterWrites, type StorageAbort } from '../../support/faults/abortStorageAfterWrites';
import { FaultPlan } from '../../support/faults/FaultPlan';
import { TRANSACTION_WRITES, withTransactionFaults } from '../../support/faults/withTransactionFaults';
import { BACKENDS, type Backend, type ShopState } from '../support/backends';
import { CHECKOUT_WRITES, checkoutReference, checkoutShop, placeOrder, wholeness } from '../support/checkoutWorld';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('faults: tab closed during checkout');

/** What the page sees when its tab goes away: not a database error, the script simply stops. */
class TabClosed extends Error {
  constructor() {
    super('tab closed');
    this.name = 'TabClosed';
  }
}

let opened: Backend[] = [];
afterEach(async () => {
  for (const backend of opened) await backend.dispose();
  opened = [];
});

const writesBeforeClose = Array.from({ length: CHECKOUT_WRITES }, (_, k) => k);

describe.each(BACKENDS)('a tab closed in the middle of checkout (%s adapters)', (name) => {
  let reference: { before: ShopState; after: ShopState };
  beforeAll(async () => {
    reference = await checkoutReference(name);
  });

  it.each(writesBeforeClose)(`closed after %i of the ${CHECKOUT_WRITES} writes: no order, stock, cart and books untouched`, async (k) => {
    const backend = await checkoutShop(name);
    opened.push(backend);
    const plan = new FaultPlan().failNext(TRANSACTION_WRITES, new TabClosed(), 1, { after: k });
    const unit = backend.container.get(UnitOfWorkToken);
    backend.container.rebind(UnitOfWorkToken).toConstantValue(withTransactionFaults(unit, plan));

    await placeOrder(backend);

    const state = wholeness(await backend.state(), reference);
    recorder.fault(plan.injected.length, state === 'nothing');
    expect(plan.injected).toHaveLength(1);
    expect(state).toBe('nothing');
  });
});

describe('the browser killed while IndexedDB applies the checkout (local adapters)', () => {
  let reference: { before: ShopState; after: ShopState };
  beforeAll(async () => {
    reference = await checkoutReference('local');
  });

  const killable = async (): Promise<{ backend: Backend; abort: StorageAbort }> => {
    let abort: StorageAbort | undefined;
    const backend = await checkoutShop('local', (db) => {
      abort = abortStorageAfterWrites(db);
    });
    opened.push(backend);
    return { backend, abort: abort! };
  };

  // The unit's writes reach IndexedDB as as many mutations; an abort after any of them rolls all back.
  it.each(writesBeforeClose)('aborted after %i stored writes: IndexedDB rolls every one back', async (k) => {
    const { backend, abort } = await killable();
    abort.arm(k);

    const result = await placeOrder(backend);

    const state = wholeness(await backend.state(), reference);
    recorder.fault(abort.fired ? 1 : 0, state === 'nothing');
    expect(abort.fired).toBe(true);
    expect(abort.writesSinceArmed).toBe(k);
    expect(result).toMatchObject({ ok: false, error: { code: 'checkout.databaseError' } });
    expect(state).toBe('nothing');
  });

  it(`with no abort all ${CHECKOUT_WRITES} writes land together`, async () => {
    const { backend, abort } = await killable();
    abort.arm(Number.MAX_SAFE_INTEGER);

    expect((await placeOrder(backend)).ok).toBe(true);

    expect(abort.writesSinceArmed).toBe(CHECKOUT_WRITES);
    expect(wholeness(await backend.state(), reference)).toBe('everything');
  });
});
