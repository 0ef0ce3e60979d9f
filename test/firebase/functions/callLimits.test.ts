import { afterAll, beforeEach, expect, it } from 'vitest';
import { AdminCallLimiter } from '../../../functions/src/admin/AdminCallLimiter';
import { describeWithFirestore } from '../support/emulatorHosts';
import { adminDb, closeShop } from '../support/emulatorShop';

// The per-person call limits as the server keeps them (callLimits/{uid}, in Firestore): what two
// instances of the functions see when the same person calls both at once.

describeWithFirestore('call limits kept in Firestore')('call limits kept in Firestore', () => {
  let now = Date.UTC(2026, 10, 29, 13, 0);
  const clock = () => now;

  beforeEach(async () => {
    await adminDb().recursiveDelete(adminDb().collection('callLimits'));
  });

  afterAll(async () => {
    await closeShop();
  });

  it('two instances share one bucket: of 15 checkouts at once, exactly 10 go through, and one more a refill later', async () => {
    const instances = [new AdminCallLimiter(adminDb(), clock), new AdminCallLimiter(adminDb(), clock)];
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => instances[i % 2]!.admit('alice-uid', 'placeOrder')));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await instances[0]!.admit('alice-uid', 'placeOrder')).toBe(false);
    // Another person, and another kind of call, are counted apart.
    expect(await instances[1]!.admit('bobby-uid', 'placeOrder')).toBe(true);
    expect(await instances[1]!.admit('alice-uid', 'cancelOrder')).toBe(true);
    now += 6_000;
    expect(await instances[1]!.admit('alice-uid', 'placeOrder')).toBe(true);
    expect(await instances[0]!.admit('alice-uid', 'placeOrder')).toBe(false);
  });

  it('keeps what it needs and nothing else: one bucket per class in callLimits/{uid}', async () => {
    await new AdminCallLimiter(adminDb(), clock).admit('carol-uid', 'editAddress');
    const stored = (await adminDb().doc('callLimits/carol-uid').get()).data();
    expect(stored).toEqual({ addressEdit: { tokens: 4, at: now } });
  });
});
