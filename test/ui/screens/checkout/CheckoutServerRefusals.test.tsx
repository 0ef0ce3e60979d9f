import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopCommandsToken, type ShopCommands } from '../../../../src/application/ports/ShopCommands';
import { refusal } from '../../../../src/infrastructure/firebase/CallableShopCommands';
import type { Language } from '../../../../src/ui/i18n/languages';
import CheckoutScreen from '../../../../src/ui/screens/checkout/CheckoutScreen';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { storeSettings } from '../../support/storeSettings';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh', phoneNumber: '9837012345' });
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });

/** The store's server, at the edge, refusing a checkout the way the Functions SDK reports it. */
const serverRefusing = (status: string, message: string): Partial<ShopCommands> => ({
  placeOrder: async () => refusal(Object.assign(new Error(message), { code: `functions/${status}` }), 'checkout') as never,
});

const checkoutAgainst = async (server: Partial<ShopCommands>, language: Language) => {
  await renderPage({
    path: '/checkout',
    route: '/checkout',
    element: <CheckoutScreen />,
    user: customer,
    language,
    seed: { products: [dal], carts: [cartWith(customer.uid, [{ product: dal, qty: 2 }])], settings: storeSettings() },
    before: (world) => world.container.rebind(ShopCommandsToken).toConstantValue(server as ShopCommands),
  });
  fireEvent.click(await screen.findByRole('button', { name: /₹240/ }));
  return (await screen.findByRole('alert')).textContent;
};

describe("checkout's messages for a server that refuses the caller (Firebase mode)", () => {
  it.each([
    ['unauthenticated', 'en', 'Authentication failed: Sign in first.'],
    ['unauthenticated', 'hi', 'आपकी पहचान की जाँच नहीं हो पाई: Sign in first.'],
    ['failed-precondition', 'en', 'User setup issue: No profile for this account.'],
    ['failed-precondition', 'hi', 'आपके खाते में दिक्कत है: No profile for this account.'],
    ['permission-denied', 'en', 'Authentication issue: Sign in with an account.'],
    ['permission-denied', 'hi', 'लॉग इन में दिक्कत है: Sign in with an account.'],
  ] as const)("'%s' in %s reads '%s'", async (status, language, text) => {
    const message = text.slice(text.indexOf(': ') + 2);
    expect(await checkoutAgainst(serverRefusing(status, message), language)).toContain(text);
  });

  it.each([
    ['en', 'Product "Arhar Dal" no longer exists'],
    ['hi', '"Arhar Dal" अब दुकान में नहीं है'],
  ] as const)('a product removed since it went in the cart is named (%s)', async (language, text) => {
    const gone: Partial<ShopCommands> = {
      placeOrder: async () => ({ ok: false, error: { code: 'checkout.productNoLongerExists', params: { name: 'Arhar Dal' } } }),
    };
    expect(await checkoutAgainst(gone, language)).toContain(text);
  });
});
