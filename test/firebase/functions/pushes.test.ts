import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { GONE_TOKENS, RECORDED_PUSHES } from '../../../functions/src/push/emulatorCollections';
import { PUSH_DEVICES } from '../../../functions/src/admin/AdminDeviceTokenRepository';
import type { Order } from '../../../src/domain/order/Order';
import { shortOrderNumber } from '../../../src/domain/order/shortOrderNumber';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { addressFactory } from '../../factories/addressFactory';
import { productFactory } from '../../factories/productFactory';
import { describeWithFunctions } from '../support/emulatorHosts';
import { adminDb, clearShop, closeShop, seedProducts, seedSettings, signUp, type Person } from '../support/emulatorShop';

// Closed-app alerts end to end (issue 38): devices registered through the callable, the order
// callables pushing after their transaction commits. The Functions emulator cannot reach Cloud
// Messaging, so functions/src/index.ts binds EmulatorPushRecorder there: each push is recorded in
// emulatorPushes as Cloud Messaging would have been asked to send it, and a token written to
// emulatorGoneTokens answers as one Cloud Messaging no longer knows.

const ATTA = productFactory.build({ id: 'atta-push', available: 50, price: 4000, mrp: 4000 });
const tokenOf = (name: string) => `${name}:APA91b${'p'.repeat(80)}`;

interface Recorded {
  token: string;
  data: { title: string; body: string; path: string; tag: string; lang: string };
}

let sita: Person;
let suresh: Person;
let mahesh: Person;
let asha: Person;

const recorded = async (): Promise<Recorded[]> => (await adminDb().collection(RECORDED_PUSHES).get()).docs.map((d) => d.data() as Recorded);

async function forget(collection: string): Promise<void> {
  const docs = (await adminDb().collection(collection).get()).docs;
  await Promise.all(docs.map((d) => d.ref.delete()));
}

const place = async (): Promise<Order> => {
  const placed = await sita.commands.placeOrder({
    lines: [{ ref: { group: ATTA.group, subgroup: ATTA.subgroup, id: ATTA.id }, variant: ATTA.weight, qty: 2 }],
    addressId: 'home-1',
    phoneNumber: '9876543210',
    checkoutKey: crypto.randomUUID(),
  });
  if (!placed.ok) throw new Error(`checkout refused: ${JSON.stringify(placed.error)}`);
  return placed.value;
};

describeWithFunctions('pushes after an order change, through the Functions emulator')(
  'pushes after an order change, through the Functions emulator',
  () => {
    beforeAll(async () => {
      await clearShop();
      await seedProducts([ATTA]);
      await seedSettings({ ...defaultStoreSettings(), maxOpenOrders: 10 });
      sita = await signUp('sita', 'customer', { deliveryAddress: addressFactory.build({ id: 'home-1', city: 'Rampur' }) });
      suresh = await signUp('suresh', 'delivery');
      mahesh = await signUp('mahesh', 'delivery');
      asha = await signUp('asha', 'admin');
    }, 60_000);

    beforeEach(async () => {
      await Promise.all([forget(RECORDED_PUSHES), forget(GONE_TOKENS), forget(PUSH_DEVICES)]);
      await seedProducts([ATTA]);
    });

    afterAll(async () => {
      await closeShop();
    });

    it('a checkout through the callable leaves one recorded push for each registered staff device, and none for the customer', async () => {
      for (const [person, device, language] of [
        [suresh, 'suresh-phone', 'hi'],
        [suresh, 'suresh-tablet', 'en'],
        [mahesh, 'mahesh-phone', 'en'],
        [asha, 'asha-phone', 'en'],
        [sita, 'sita-phone', 'hi'],
      ] as const) {
        expect(await person.commands.registerDevice({ token: tokenOf(device), language })).toMatchObject({ ok: true });
      }
      const order = await place();
      const pushes = await recorded();
      expect(pushes.map((p) => p.token).sort()).toEqual(['asha-phone', 'mahesh-phone', 'suresh-phone', 'suresh-tablet'].map(tokenOf));
      const number = shortOrderNumber(order.id);
      expect(pushes.find((p) => p.token === tokenOf('suresh-phone'))!.data).toEqual({
        title: `नया ऑर्डर #${number}`,
        body: '₹80 · Rampur',
        path: `/delivery-dashboard#order-${order.id}`,
        tag: `${order.id}:placed:${order.createdAt}`,
        lang: 'hi',
      });
      expect(pushes.find((p) => p.token === tokenOf('asha-phone'))!.data).toMatchObject({
        title: `New order #${number}`,
        path: `/adminorders#order-${order.id}`,
      });
    });

    it('an accept leaves one push for the customer, in her language', async () => {
      const order = await place();
      expect(await sita.commands.registerDevice({ token: tokenOf('sita-phone'), language: 'hi' })).toMatchObject({ ok: true });
      expect(await suresh.commands.acceptOrder({ orderId: order.id })).toMatchObject({ ok: true });
      const pushes = await recorded();
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        token: tokenOf('sita-phone'),
        data: {
          title: `ऑर्डर #${shortOrderNumber(order.id)} स्वीकार हो गया`,
          body: 'suresh इसे आप तक पहुँचाएँगे।',
          path: `/orders#order-${order.id}`,
          lang: 'hi',
        },
      });
    });

    it('a token Cloud Messaging no longer knows is removed from the token store; the order goes through', async () => {
      await suresh.commands.registerDevice({ token: tokenOf('suresh-old'), language: 'en' });
      await suresh.commands.registerDevice({ token: tokenOf('suresh-new'), language: 'en' });
      await adminDb().collection(GONE_TOKENS).doc(tokenOf('suresh-old')).set({ since: new Date() });
      const order = await place();
      expect((await recorded()).map((p) => p.token)).toEqual([tokenOf('suresh-new')]);
      expect((await adminDb().collection(PUSH_DEVICES).doc(tokenOf('suresh-old')).get()).exists).toBe(false);
      expect((await adminDb().collection(PUSH_DEVICES).doc(tokenOf('suresh-new')).get()).exists).toBe(true);
      expect((await adminDb().doc(`orders/${order.id}`).get()).get('status')).toBe('pending');
    });
  },
);
