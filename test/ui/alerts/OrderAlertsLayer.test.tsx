import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AcceptOrder } from '../../../src/application/orders/AcceptOrder';
import { shortOrderNumber } from '../../../src/domain/order/shortOrderNumber';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryAlertSettingsStore } from '../../../src/infrastructure/memory/InMemoryAlertSettingsStore';
import { InMemoryAlertSound } from '../../../src/infrastructure/memory/InMemoryAlertSound';
import { InMemoryDeviceNotifications } from '../../../src/infrastructure/memory/InMemoryDeviceNotifications';
import { addressFactory } from '../../factories/addressFactory';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { anotherDevice } from '../../support/actAs';
import { checkoutCart } from '../../support/checkoutCart';
import { seedCommerce } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { renderPage, standIn } from '../support/renderPage';

const SHOP_TITLE = 'Gaon Kirana & Feed Store';

// index.html's title, which the count replaces and gives back.
beforeEach(() => {
  document.title = SHOP_TITLE;
});

afterEach(cleanup);

// The open app's alerts over every screen (issue 38): the page here is a stand-in, the frame is real.

const home = addressFactory.build({ city: 'Rampur' });
const sita = userFactory.build({ uid: 'cust1', name: 'Sita', deliveryAddress: home, addresses: [home] });
const suresh = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const atta = productFactory.build({ id: 'atta', available: 50, price: 5000, mrp: 5000 });

async function openAs(person: UserProfile, path: string, language: 'en' | 'hi' = 'en') {
  const app = await renderPage({ path, user: person, language, seed: { products: [atta] } });
  seedPeople(
    app.container,
    [sita, suresh].filter((p) => p.uid !== person.uid),
  );
  await alertsWatching(app.container);
  return app;
}

/** The alerts start once the first screen has had its turn (their code loads then), watching from then on. */
async function alertsWatching(container: Parameters<typeof anotherDevice>[0]) {
  await waitFor(() => expect(container.get(InMemoryAlertSettingsStore).watchers).toBeGreaterThan(0), { timeout: 10_000 });
}

async function sitaOrders(container: Parameters<typeof anotherDevice>[0]) {
  seedCommerce(container, { carts: [cartWith(sita.uid, [{ product: atta, qty: 3 }])] });
  const placed = await act(() => checkoutCart(anotherDevice(container, sita), sita));
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  return placed.value;
}

describe('order alerts in the open app', () => {
  it('a delivery person on any screen: banner with number, total and village, the chime, the count in the title and badge', async () => {
    const user = userEvent.setup();
    const app = await openAs(suresh, '/orderhistory');
    const order = await sitaOrders(app.container);
    const region = within(await screen.findByRole('region', { name: 'Order alerts' }));
    expect(region.getByText(`New order #${shortOrderNumber(order.id)}`)).toBeTruthy();
    expect(region.getByText('₹150 · Rampur')).toBeTruthy();
    expect(document.title).toBe('(1) New orders · Gaon Kirana');
    await waitFor(() => expect(app.container.get(InMemoryDeviceNotifications).badge).toBe(1));
    expect(app.container.get(InMemoryAlertSound).plays).toBe(1);
    expect(app.container.get(InMemoryDeviceNotifications).vibrations).toBe(1);

    await user.click(region.getByRole('button', { name: 'Open order' }));
    expect(await screen.findByRole('heading', { name: standIn('/delivery-dashboard') })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order alerts' })).toBeNull();
    expect(document.title).toBe(SHOP_TITLE);
  });

  it('on the list of new orders itself: the chime, but no banner over the list', async () => {
    const app = await openAs(suresh, '/delivery-dashboard');
    await sitaOrders(app.container);
    await waitFor(() => expect(app.container.get(InMemoryAlertSound).plays).toBe(1));
    expect(screen.queryByRole('region', { name: 'Order alerts' })).toBeNull();
    expect(document.title).toBe(SHOP_TITLE);
  });

  it('the banner goes when someone else accepts the order first', async () => {
    const app = await openAs(suresh, '/orderhistory');
    const order = await sitaOrders(app.container);
    expect(await screen.findByText(`New order #${shortOrderNumber(order.id)}`)).toBeTruthy();
    const mahesh = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
    seedPeople(app.container, [mahesh]);
    await act(() => anotherDevice(app.container, mahesh).get(AcceptOrder).execute({ orderId: order.id }));
    await waitFor(() => expect(screen.queryByText(`New order #${shortOrderNumber(order.id)}`)).toBeNull());
    expect(document.title).toBe(SHOP_TITLE);
  });

  it('the customer hears her order was accepted, in Hindi, without a chime', async () => {
    const app = await openAs(sita, '/settings', 'hi');
    const order = await sitaOrders(app.container);
    seedPeople(app.container, [suresh]);
    await act(() => anotherDevice(app.container, suresh).get(AcceptOrder).execute({ orderId: order.id }));
    const region = within(await screen.findByRole('region', { name: 'ऑर्डर की सूचनाएँ' }));
    expect(region.getByText(`ऑर्डर #${shortOrderNumber(order.id)} स्वीकार हो गया`)).toBeTruthy();
    expect(region.getByText('Suresh इसे आप तक पहुँचाएँगे।')).toBeTruthy();
    expect(app.container.get(InMemoryAlertSound).plays).toBe(0);
    expect(document.title).toBe(SHOP_TITLE);
  });

  it('with the chime blocked for want of a tap, says so; Allow sound lets it play', async () => {
    const user = userEvent.setup();
    const app = await renderPage({
      path: '/orderhistory',
      user: suresh,
      seed: { products: [atta] },
      before: ({ container }) => container.get(InMemoryAlertSound).setNeedsTap(true),
    });
    seedPeople(app.container, [sita]);
    await alertsWatching(app.container);
    await sitaOrders(app.container);
    const region = within(await screen.findByRole('region', { name: 'Order alerts' }));
    expect(await region.findByText('The alert sound is blocked until you tap the screen.')).toBeTruthy();
    await user.click(region.getByRole('button', { name: 'Allow sound' }));
    await waitFor(() => expect(region.queryByText('The alert sound is blocked until you tap the screen.')).toBeNull());
  });

  it('alerts turned off on this device: no banner, no chime', async () => {
    const app = await renderPage({
      path: '/orderhistory',
      user: suresh,
      seed: { products: [atta] },
      before: ({ container }) => container.get(InMemoryAlertSettingsStore).write(suresh.uid, { enabled: false, sound: true }),
    });
    seedPeople(app.container, [sita]);
    await alertsWatching(app.container);
    await sitaOrders(app.container);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Order alerts' })).toBeNull();
    expect(app.container.get(InMemoryAlertSound).plays).toBe(0);
  });
});
