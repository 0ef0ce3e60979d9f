import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_INFO } from '../../../../src/ui/screens/about/storeInfo';
import { renderShop } from '../../components/address/renderShop';

afterEach(cleanup);

describe('AboutScreen', () => {
  it('shows the store, its address, hours, a phone link and the delivery area to anyone', async () => {
    await renderShop({ path: '/about' });
    await screen.findByRole('heading', { name: 'About', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Gaon Kirana & Feed Store')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText(/Sherpur.*Uttar Pradesh 244231/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Opening hours' })).getByText('Every day, 07:00 to 21:00')).toBeTruthy();
    const phone = within(screen.getByRole('region', { name: 'Phone' })).getByRole('link', { name: STORE_INFO.phone });
    expect(phone.getAttribute('href')).toBe(STORE_INFO.phoneHref);
    expect(within(screen.getByRole('region', { name: 'Where we deliver' })).getByText(/within about 10 km/)).toBeTruthy();
  });

  it('is in Hindi for Hindi readers', async () => {
    await renderShop({ path: '/about', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'हमारे बारे में', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'कहाँ तक डिलीवरी' })).toBeTruthy();
  });
});
