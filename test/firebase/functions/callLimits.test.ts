import { afterAll, beforeEach, expect, it } from 'vitest';
import { AdminCallLimiter } from '../../../functions/src/admin/AdminCallLimiter';
import { describeWithFirestore } from '../support/emulatorHosts';
import { adminDb, closeShop } from '../support/emulatorShop';

// The per-person call limits as the server keeps them (callLimits/{uid}, in Firestore): what two
// instances of the functions see when the same person calls both at once.

describeWithFirestore('call limits kept in Firestore')('call limits kept in Firestore', () => {
  let now = Date.UTC(2026, 10, 29, 13, 0, 30);
  const clock = () => now;

  beforeEach(async () => {
    await adminDb().recursiveDelete(adminDb().collection('callLimits'));
  });

  afterAll(async () => {
    await closeShop();
  });

  it('two instances count as one: of 15 checkouts at once no more than 10 go through, and the next minute starts again', async () => {
    const instances = [new AdminCallLimiter(adminDb(), clock), new AdminCallLimiter(adminDb(), clock)];
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => instances[i % 2]!.admit('alice-uid', 'placeOrder')));
    expect(answers.filter(Boolean).length).toBeLessThanOrEqual(10);
    expect(await instances[0]!.admit('alice-uid', 'placeOrder')).toBe(false);
    // Another person, and another kind of call, are counted apart.
    expect(await instances[1]!.admit('bobby-uid', 'placeOrder')).toBe(true);
    expect(await instances[1]!.admit('alice-uid', 'cancelOrder')).toBe(true);
    now += 60_000;
    expect(await instances[1]!.admit('alice-uid', 'placeOrder')).toBe(true);
  });

  it('one after another, exactly the limit goes through; the counts of past minutes are removed', async () => {
    const limiter = new AdminCallLimiter(adminDb(), clock);
    const answers: boolean[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await limiter.admit('carol-uid', 'editAddress'));
    expect(answers).toEqual([true, true, true, true, true, false]);
    now += 60_000;
    expect(await limiter.admit('carol-uid', 'editAddress')).toBe(true);
    expect((await adminDb().doc('callLimits/carol-uid').get()).data()).toEqual({ addressEdit: { [String(Math.floor(now / 60_000))]: 1 } });
  });
});
