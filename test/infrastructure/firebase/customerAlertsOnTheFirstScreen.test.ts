import { describe, expect, it } from 'vitest';
import { ObserveOrderAlerts, type AlertNews } from '../../../src/application/alerts/ObserveOrderAlerts';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { DeliverOrder } from '../../../src/application/orders/DeliverOrder';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { earlyReads } from '../../../src/infrastructure/firebase/deferPort';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';

// In Firebase mode a customer's order lists start from one Firestore Lite read each, and their live
// listeners wait for the first screen (bindFirebaseAdapters), so the full SDK is not part of it.
// The order alerts take the light read as what was there when the app opened: a change the shop
// makes while the first screen loads must still reach her once the live listener starts.

const home = addressFactory.build();
const sita = userFactory.build({ uid: 'cust1', name: 'Sita', deliveryAddress: home, addresses: [home] });
const suresh = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const atta = productFactory.build({ id: 'atta', available: 50, price: 5000, mrp: 5000 });
const settle = () => new Promise((done) => setTimeout(done, 0));

/** The shop with Sita's order placed, and Sita's phone in its first screen: light reads only, until `firstScreenIn`. */
async function sitaOnHerFirstScreen() {
  const shop = createTestContainer();
  seedPeople(shop, [sita, suresh]);
  seedCommerce(shop, { products: [atta], carts: [cartWith(sita.uid, [{ product: atta, qty: 2 }])] });
  const placed = await checkoutCart(anotherDevice(shop, sita), sita);
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  let firstScreenIn!: () => void;
  const listenAfter = new Promise<void>((done) => (firstScreenIn = done));
  const lists = { fullReads: () => false, listenAfter, reads: ['listByUser'], listeners: { observeByUser: 'listByUser' } } as const;
  const orders = shop.get(OrderRepositoryToken);
  const history = shop.get(OrderHistoryRepositoryToken);
  const phone = anotherDevice(shop, sita);
  phone.rebind(OrderRepositoryToken).toConstantValue(earlyReads(orders, { ...lists, early: async () => orders }));
  phone.rebind(OrderHistoryRepositoryToken).toConstantValue(earlyReads(history, { ...lists, early: async () => history }));
  const news: AlertNews[] = [];
  phone.get(ObserveOrderAlerts).execute((n) => news.push(n));
  await settle();
  const rider = anotherDevice(shop, suresh);
  const kinds = () => news.flatMap((n) => n.alerts.map((a) => a.kind));
  return { orderId: placed.value.id, rider, firstScreenIn, kinds };
}

describe('A customer’s order alerts while the first screen loads (Firebase mode)', () => {
  it('tell her of an order accepted between the light read and the live listener, once it starts', async () => {
    const { orderId, rider, firstScreenIn, kinds } = await sitaOnHerFirstScreen();
    expect((await rider.get(AcceptOrder).execute({ orderId })).ok).toBe(true);
    await settle();
    expect(kinds()).toEqual([]);
    firstScreenIn();
    await settle();
    expect(kinds()).toEqual(['accepted']);
  });

  it('tell her of an order delivered in that time, though it has left her active orders for her history', async () => {
    const { orderId, rider, firstScreenIn, kinds } = await sitaOnHerFirstScreen();
    expect((await rider.get(AcceptOrder).execute({ orderId })).ok).toBe(true);
    expect((await rider.get(DeliverOrder).execute({ orderId })).ok).toBe(true);
    firstScreenIn();
    await settle();
    expect(kinds()).toEqual(['delivered']);
  });

  it('tell her nothing of what was already so when the app opened', async () => {
    const { firstScreenIn, kinds } = await sitaOnHerFirstScreen();
    firstScreenIn();
    await settle();
    expect(kinds()).toEqual([]);
  });
});
