import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../../src/domain/store/defaultStoreSettings';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedCommerce } from '../../../support/seedCommerce';
import { renderShop } from '../../components/address/renderShop';
import { storeSettings } from '../../support/storeSettings';

afterEach(cleanup);

describe('AboutScreen', () => {
  it('shows the store, its address, hours, a phone link and the delivery area to anyone', async () => {
    await renderShop({ path: '/about' });
    await screen.findByRole('heading', { name: 'About', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Gaon Kirana & Feed Store')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText(/Sherpur.*Uttar Pradesh 244231/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Opening hours' })).getByText('Every day, 07:00 to 21:00')).toBeTruthy();
    const phone = within(screen.getByRole('region', { name: 'Phone' })).getByRole('link', { name: defaultStoreSettings().phone });
    expect(phone.getAttribute('href')).toBe('tel:+919837012345');
    expect(within(screen.getByRole('region', { name: 'Where we deliver' })).getByText(/within about 10 km/)).toBeTruthy();
  });

  it('is in Hindi for Hindi readers', async () => {
    await renderShop({ path: '/about', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'हमारे बारे में', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'कहाँ तक डिलीवरी' })).toBeTruthy();
  });

  it("shows the owner's live settings to someone signed in: name, address, hours by day, phone, WhatsApp, radius", async () => {
    const container = createTestContainer();
    const day = { opens: '08:00', closes: '20:00' };
    seedCommerce(container, {
      settings: storeSettings({
        name: 'Sharma Kirana',
        address: 'Station Road, Dhanaura 244231',
        phone: '+91 99999 11111',
        whatsapp: '98370 55555',
        hours: [null, day, day, day, day, day, { opens: '08:00', closes: '14:00' }],
        deliveryRadiusKm: 7,
      }),
    });
    await renderShop({ path: '/about', user: userFactory.build(), container });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Sharma Kirana')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Address' })).getByText('Station Road, Dhanaura 244231')).toBeTruthy();
    const hours = within(screen.getByRole('region', { name: 'Opening hours' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(hours).toEqual([
      'Sunday: closed',
      'Monday: 08:00 to 20:00',
      'Tuesday: 08:00 to 20:00',
      'Wednesday: 08:00 to 20:00',
      'Thursday: 08:00 to 20:00',
      'Friday: 08:00 to 20:00',
      'Saturday: 08:00 to 14:00',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Phone' }))
        .getByRole('link', { name: '+91 99999 11111' })
        .getAttribute('href'),
    ).toBe('tel:+919999911111');
    expect(
      within(screen.getByRole('region', { name: 'WhatsApp' }))
        .getByRole('link', { name: '98370 55555' })
        .getAttribute('href'),
    ).toBe('https://wa.me/919837055555');
    expect(within(screen.getByRole('region', { name: 'Where we deliver' })).getByText(/within about 7 km/)).toBeTruthy();
  });
});
