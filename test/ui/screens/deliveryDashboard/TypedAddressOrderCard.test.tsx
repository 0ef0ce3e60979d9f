import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressFactory } from '../../../factories/addressFactory';
import { renderPage } from '../../support/renderPage';
import { atta, courier, orderOf } from './deliveryWorld';

afterEach(cleanup);

/** An address the customer typed by hand when the map failed, kept for its PIN code (issue 18). */
const typed = orderOf('order_typed', {
  userName: 'Kamla Devi',
  phoneNumber: '9758023456',
  deliveryAddress: addressFactory.build({ coordinates: null, landmark: 'Behind the Shiv temple', city: 'Sherpur' }),
});

async function openCard() {
  const app = await renderPage({ path: '/delivery-dashboard', user: courier, real: 'all', seed: { products: [atta], orders: [typed] } });
  const pending = await screen.findByRole('region', { name: /New orders/ }, { timeout: 5000 });
  return { app, card: await within(pending).findByRole('article', { name: 'Kamla Devi' }) };
}

describe("The delivery person's card for an address without a map location", () => {
  it("says 'No map location' and gives the landmark and the call button instead of directions", async () => {
    const { card } = await openCard();
    expect(within(card).getByText('No map location')).toBeTruthy();
    expect(within(card).getByText('Landmark: Behind the Shiv temple')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Directions' })).toBeNull();
    expect(within(card).queryByText(/km from the shop/)).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /Call 9758023456/ })
        .getAttribute('href'),
    ).toBe('tel:9758023456');
  });

  it('says so in Hindi', async () => {
    const { app } = await openCard();
    await act(() => app.i18n.changeLanguage('hi'));
    const card = await screen.findByRole('article', { name: 'Kamla Devi' });
    expect(await within(card).findByText('नक्शे पर जगह नहीं है')).toBeTruthy();
    expect(within(card).getByText('पहचान: Behind the Shiv temple')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'रास्ता देखें' })).toBeNull();
  });
});
