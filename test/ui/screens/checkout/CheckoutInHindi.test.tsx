import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/ui/i18n/languages';
import CheckoutScreen from '../../../../src/ui/screens/checkout/CheckoutScreen';
import { addressFactory } from '../../../factories/addressFactory';
import { cartWith } from '../../../factories/cartFactory';
import { looseProductFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { storeSettings } from '../../support/storeSettings';

afterEach(cleanup);

/** Khal weighed out of a sack kept in grams: 300 g left, less than one 500g pack. */
const khal = looseProductFactory.build({ id: 'khal', name: 'Sarson Khal', nameHi: 'सरसों खल', available: 300, availableUnit: 'gram' });

/** A spot on the map the geocoder had no name for: SPEC's 'Unknown location' is what is stored. */
const unnamedSpot = addressFactory.build({
  houseNo: '12',
  building: 'Shiv Colony',
  formatted: 'Unknown location',
  fullAddress: '12, Shiv Colony, Unknown location',
  formattedAddress: '12, Shiv Colony, Unknown location',
});
const customer = userFactory.build({ uid: 'ramesh', deliveryAddress: unnamedSpot, addresses: [unnamedSpot] });

const renderCheckout = (language: Language) =>
  renderPage({
    path: '/checkout',
    route: '/checkout',
    element: <CheckoutScreen />,
    user: customer,
    language,
    seed: { products: [khal], carts: [cartWith(customer.uid, [{ product: khal, variant: '500g', qty: 1 }])], settings: storeSettings() },
  });

describe('Checkout in Hindi (issue 18)', () => {
  it("names an address the map could not name in Hindi; English keeps 'Unknown location'", async () => {
    await renderCheckout('hi');
    const address = await screen.findByRole('region', { name: 'डिलीवरी का पता' });
    expect(within(address).getByText('12, Shiv Colony, अनजान जगह')).toBeTruthy();
    expect(within(address).queryByText(/Unknown/)).toBeNull();
    cleanup();

    await renderCheckout('en');
    const english = await screen.findByRole('region', { name: 'Delivery address' });
    expect(within(english).getByText('12, Shiv Colony, Unknown location')).toBeTruthy();
  });

  it("says what is left of a loose item in Hindi units ('ग्राम', not 'gram')", async () => {
    await renderCheckout('hi');
    fireEvent.click(await screen.findByRole('button', { name: /^ऑर्डर करें/ }));
    const unavailable = await screen.findByRole('list', { name: 'जो सामान उपलब्ध नहीं है' });
    expect(within(unavailable).getByText('केवल 300 ग्राम बचा है (0 × 500g)')).toBeTruthy();
    expect(unavailable.textContent).not.toMatch(/gram/);
  });

  it("keeps the English message as it was: 'Only 300 gram available'", async () => {
    await renderCheckout('en');
    fireEvent.click(await screen.findByRole('button', { name: /^Place Order/ }));
    const unavailable = await screen.findByRole('list', { name: 'Items not available' });
    expect(within(unavailable).getByText('Only 300 gram available (0 × 500g)')).toBeTruthy();
  });
});
