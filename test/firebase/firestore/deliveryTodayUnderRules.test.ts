import { doc, setDoc } from 'firebase/firestore';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SummariseMyDeliveriesToday } from '../../../src/application/orders/SummariseMyDeliveriesToday';
import { FixedUser } from '../../../src/application/session/FixedUser';
import { istDayStart } from '../../../src/domain/reports/istCalendar';
import type { Order } from '../../../src/domain/order/Order';
import { orderToDoc } from '../../../src/infrastructure/firebase/converters/orderToDoc';
import { createFirestoreAdapters } from '../../../src/infrastructure/firebase/createFirestoreAdapters';
import { webStoredValues } from '../../../src/infrastructure/firebase/webStoredValues';
import { ManualClock, MANUAL_CLOCK_START } from '../../../src/infrastructure/memory/ManualClock';
import { describeWithFirestore } from '../support/emulatorHosts';
import { withShopRules } from '../support/withShopRules';
import { clearFirestore, closeFirestores, firestoreAs, type Caller } from '../support/firestoreAs';
import { ALICE_ACCEPTED, ALICE_DELIVERED, CALLERS, PROFILES, seedShop, UID } from '../support/shopFixtures';

/**
 * The delivery person's Today panel in Firebase mode (issue 21): the use case over the browser's
 * Firestore adapters, acting as the delivery person under the real firestore.rules, reads their own
 * deliveries of the day, where reading the whole history is refused.
 */
const PROJECT = 'demo-shop-delivery-today';
const HOUR = 3_600_000;
const TODAY = istDayStart(MANUAL_CLOCK_START);

const historyAs = (caller: Caller) => createFirestoreAdapters(firestoreAs(PROJECT, caller), 'main').history;
const profileOf = (uid: string) => PROFILES.find((p) => p.uid === uid)!;

const deliveredBy = (deliveryPersonId: string, id: string, userId: string, total: number, deliveredAt: number): Order => ({
  ...ALICE_ACCEPTED,
  id,
  userId,
  total,
  status: 'delivered',
  deliveryPersonId,
  createdAt: deliveredAt - HOUR,
  deliveredAt,
  updatedAt: deliveredAt,
});

/** deliv's two deliveries this morning and one last night, the other rider's one today. */
const HISTORY = [
  deliveredBy(UID.deliv, 'order_1736900000000_alice', UID.alice, 25000, TODAY + 8 * HOUR),
  deliveredBy(UID.deliv, 'order_1736900100000_bobby', UID.bobby, 13050, TODAY + 9 * HOUR),
  deliveredBy(UID.deliv, 'order_1736800000000_bobby', UID.bobby, 70000, TODAY - HOUR),
  deliveredBy(UID.other, 'order_1736900200000_alice', UID.alice, 50000, TODAY + 9 * HOUR),
];

describeWithFirestore("the delivery person's Today panel under firestore.rules")(
  "the delivery person's Today panel under firestore.rules",
  () => {
    withShopRules(PROJECT);

    beforeEach(async () => {
      await clearFirestore(PROJECT);
      const owner = firestoreAs(PROJECT, 'owner');
      await seedShop(owner);
      await Promise.all(HISTORY.map((o) => setDoc(doc(owner, 'orderHistory', o.userId, 'orders', o.id), orderToDoc(o, webStoredValues))));
    });

    afterEach(async () => {
      await closeFirestores();
    });

    it("shows the day's count and cash to the delivery person, from their own deliveries only", async () => {
      const today = new SummariseMyDeliveriesToday(
        historyAs(CALLERS.delivery),
        new FixedUser(profileOf(UID.deliv)),
        new ManualClock(TODAY + 10 * HOUR),
      );
      expect(await today.execute()).toEqual({ ok: true, value: { delivered: 2, cashCollected: 38050 } });
      const theirs = new SummariseMyDeliveriesToday(
        historyAs(CALLERS.otherDelivery),
        new FixedUser(profileOf(UID.other)),
        new ManualClock(TODAY + 10 * HOUR),
      );
      expect(await theirs.execute()).toEqual({ ok: true, value: { delivered: 1, cashCollected: 50000 } });
    });

    it('the query asks only for what the rules let each caller read', async () => {
      // Their accepted order (an active one in the same collection group) and old deliveries stay out.
      expect((await historyAs(CALLERS.delivery).listDeliveredBy(UID.deliv, 0)).map((o) => o.id)).toEqual([
        'order_1736900100000_bobby',
        'order_1736900000000_alice',
        'order_1736800000000_bobby',
        ALICE_DELIVERED.id,
      ]);
      // Someone else's deliveries, or the whole history, are refused as before.
      await expect(historyAs(CALLERS.delivery).listDeliveredBy(UID.other, TODAY)).rejects.toMatchObject({ kind: 'permission' });
      await expect(historyAs(CALLERS.delivery).listLatest(6)).rejects.toMatchObject({ kind: 'permission' });
      await expect(historyAs(CALLERS.alice).listDeliveredBy(UID.deliv, TODAY)).rejects.toMatchObject({ kind: 'permission' });
    });
  },
);
