import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addressFactory } from '../../../factories/addressFactory';
import { renderPage } from '../../support/renderPage';
import { atta, courier, orderOf } from './deliveryWorld';

afterEach(cleanup);

/** Picked on the map where the geocoder knew no name: stored as SPEC's 'Unknown location'. */
const unnamedSpot = addressFactory.build({
  fullAddress: '7, Nai Basti, Unknown location',
  formattedAddress: '7, Nai Basti, Unknown location',
  formatted: 'Unknown location',
});
const waiting = orderOf('order_w', { userName: 'Sita Devi', deliveryAddress: unnamedSpot });

describe('DeliveryDashboardScreen in Hindi (issue 18)', () => {
  it('reads in plain Hindi: the unnamed spot, and a short message once the order is delivered', async () => {
    const app = await renderPage({
      path: '/delivery-dashboard',
      user: courier,
      real: 'all',
      seed: { products: [atta], orders: [waiting] },
    });
    await act(() => app.i18n.changeLanguage('hi'));
    const pending = await screen.findByRole('region', { name: /नए ऑर्डर/ }, { timeout: 5000 });
    const card = await within(pending).findByRole('article', { name: 'Sita Devi' });
    expect(within(card).getByText('7, Nai Basti, अनजान जगह')).toBeTruthy();
    expect(card.textContent).not.toContain('Unknown');

    await userEvent.click(within(card).getByRole('button', { name: 'स्वीकार करें' }));
    const mine = screen.getByRole('region', { name: /मेरे ऑर्डर/ });
    const assigned = await within(mine).findByRole('article', { name: 'Sita Devi' });
    await userEvent.click(within(assigned).getByRole('button', { name: 'पहुँचा दिया' }));
    expect(await screen.findByText('ऑर्डर पहुँचा दिया गया।')).toBeTruthy();
  });
});
