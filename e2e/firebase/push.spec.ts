import { expect, type Page } from '@playwright/test';
import { GONE_TOKENS, RECORDED_PUSHES } from '../../functions/src/push/emulatorCollections';
import type { FcmMessage } from '../../functions/src/push/fcmMessage';
import type { Order } from '../../src/domain/order/Order';
import { shortOrderNumber } from '../../src/domain/order/shortOrderNumber';
import { defaultStoreSettings } from '../../src/domain/store/defaultStoreSettings';
import type { Product } from '../../src/domain/catalog/Product';
import {
  adminDb,
  callAs,
  emptyStore,
  packedLines,
  placeOrderAs,
  seedCatalogue,
  seedPerson,
  seedSettings,
  type Person,
} from '../helpers/emulatorShop';
import { EN, signIn, test } from '../helpers/phones';

// Issue 38, closed-app alerts in Firebase mode: an accept through the server function leaves a push
// for each of the customer's registered devices (recorded by the Functions emulator, which cannot
// reach Cloud Messaging: functions/src/push/EmulatorPushRecorder.ts), in each device's language.
// Each is delivered to the shop's real service worker in Chromium as Cloud Messaging would deliver
// it (CDP ServiceWorker.deliverPushMessage), with no page of the shop in sight: the worker shows it
// (ServiceWorkerRegistration.getNotifications), and a tap on it opens the order. Headless Chromium
// has no notification tray to tap, so the tap is the worker's own 'notificationclick' event.

const tokenOf = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}:APA91b${'s'.repeat(60)}`;

let catalogue: Product[];
let sita: Person;
let suresh: Person;

test.beforeAll(async () => {
  // Fourteen functions' workers start here, one each: slow on a busy two-core machine.
  test.setTimeout(180_000);
  await emptyStore();
  await seedSettings({ ...defaultStoreSettings(), maxOpenOrders: 10 });
  catalogue = await seedCatalogue();
  sita = await seedPerson('Sita Devi', 'customer');
  suresh = await seedPerson('Suresh Kumar', 'delivery');
});

/** The pushes recorded for these tokens, by token. */
async function pushesTo(tokens: string[]): Promise<Map<string, FcmMessage>> {
  const found = await adminDb().collection(RECORDED_PUSHES).where('token', 'in', tokens).get();
  return new Map(found.docs.map((d) => [d.get('token') as string, d.data() as FcmMessage]));
}

/** The shop's service worker registration, as DevTools knows it. */
async function workerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const shop = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
      if (shop) resolve(shop.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

const notificationsOf = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      path: (n.data as { path?: string } | null)?.path,
    })),
  );

test('a push for the customer shows in the phone’s notifications, in English and in Hindi, and a tap opens her order', async ({
  phones,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const english = tokenOf('sita-old-phone');
  const hindi = tokenOf('sita-phone');
  await callAs(sita, 'registerDevice', { token: english, language: 'en' });
  await callAs(sita, 'registerDevice', { token: hindi, language: 'hi' });
  const order = await placeOrderAs(sita, packedLines(catalogue, 1));
  await callAs<Order>(suresh, 'acceptOrder', { orderId: order.id });
  const pushes = await pushesTo([english, hindi]);
  expect([...pushes.keys()].sort()).toEqual([english, hindi].sort());

  const page = await phones.phone('Sita');
  await page.context().grantPermissions(['notifications'], { origin });
  await signIn(page, sita);
  await page.goto('/settings');
  // This build has no VAPID key: the open app's alerts only, and Settings says so.
  await expect(page.getByText(EN.notifications.closedApp.notSetUp)).toBeVisible();
  await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active), { timeout: 30_000 }).toBe(true);
  const { cdp, registrationId } = await workerRegistration(page);

  const number = shortOrderNumber(order.id);
  const deliver = async (message: FcmMessage) => {
    // The phone in her pocket: no page of the shop in sight, so the worker shows the push itself.
    await page.goto('about:blank');
    const fromFcm = { data: message.data, from: '1234567890', fcmMessageId: crypto.randomUUID(), priority: 'high' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(fromFcm) });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: EN.titles.settings })).toBeVisible();
  };

  await deliver(pushes.get(english)!);
  await expect
    .poll(() => notificationsOf(page))
    .toEqual([
      {
        title: `Order #${number} accepted`,
        body: 'Suresh Kumar will bring it to you.',
        tag: `${order.id}:accepted:${pushes.get(english)!.data.tag.split(':').at(-1)}`,
        path: `/orders#order-${order.id}`,
      },
    ]);

  // The Hindi push of the same change replaces it (one tag): the phone shows one notification, in Hindi.
  await deliver(pushes.get(hindi)!);
  await expect
    .poll(() => notificationsOf(page).then((shown) => shown.map(({ title, body }) => ({ title, body }))))
    .toEqual([{ title: `ऑर्डर #${number} स्वीकार हो गया`, body: 'Suresh Kumar इसे आप तक पहुँचाएँगे।' }]);

  // A tap on it: the open tab goes to her order, its card in front.
  const worker = page
    .context()
    .serviceWorkers()
    .find((w) => w.url().endsWith('/sw.js'));
  expect(worker, 'the shop’s service worker').toBeTruthy();
  await worker!.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const Click = (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
      .NotificationEvent;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new Click('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/orders#order-${order.id}$`));
  const card = page.getByRole('article').filter({ hasText: `Order #${number}` });
  await expect(card).toBeVisible();
  await expect(page.locator(`[id="order-${order.id}"]`)).toBeFocused();
  await expect.poll(() => notificationsOf(page)).toEqual([]);
});

test('a token Cloud Messaging no longer knows is dropped at the next push; the others still get theirs', async () => {
  const gone = tokenOf('suresh-old-phone');
  const kept = tokenOf('suresh-phone');
  await callAs(suresh, 'registerDevice', { token: gone, language: 'en' });
  await callAs(suresh, 'registerDevice', { token: kept, language: 'hi' });
  await adminDb().collection(GONE_TOKENS).doc(gone).set({ since: new Date() });
  const order = await placeOrderAs(sita, packedLines(catalogue, 1));
  expect([...(await pushesTo([gone, kept])).keys()]).toEqual([kept]);
  expect((await pushesTo([kept])).get(kept)!.data.title).toBe(`नया ऑर्डर #${shortOrderNumber(order.id)}`);
  expect((await adminDb().doc(`pushDevices/${gone}`).get()).exists).toBe(false);
});
