import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../../src/domain/store/defaultStoreSettings';
import { userFactory } from '../../../factories/userFactory';
import { seedCommerce } from '../../../support/seedCommerce';
import { renderPage } from '../../support/renderPage';
import { storeSettings } from '../../support/storeSettings';

afterEach(cleanup);

const day = { opens: '08:00', closes: '20:00' };

/** A store whose owner set everything the page can show. */
const sharma = storeSettings({
  name: 'Sharma Kirana',
  address: 'Station Road, Dhanaura 244231',
  phone: '+91 99999 11111',
  whatsapp: '98370 55555',
  hours: [null, day, day, day, day, day, { opens: '08:00', closes: '14:00' }],
  deliveryRadiusKm: 7,
  allowedPincodes: ['244231', '244235'],
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('AboutScreen', () => {
  it('shows a visitor what the owner set: name, address, hours by day, phone, WhatsApp, radius and PIN codes', async () => {
    await renderPage({ path: '/about', real: ['/about'], seed: { settings: sharma } });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Sharma Kirana')).toBeTruthy();
    expect(region('Address').getByText('Station Road, Dhanaura 244231')).toBeTruthy();
    expect(
      region('Opening hours')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sunday: closed',
      'Monday: 08:00 to 20:00',
      'Tuesday: 08:00 to 20:00',
      'Wednesday: 08:00 to 20:00',
      'Thursday: 08:00 to 20:00',
      'Friday: 08:00 to 20:00',
      'Saturday: 08:00 to 14:00',
    ]);
    expect(region('Phone').getByRole('link', { name: '+91 99999 11111' }).getAttribute('href')).toBe('tel:+919999911111');
    expect(region('WhatsApp').getByRole('link', { name: '98370 55555' }).getAttribute('href')).toBe('https://wa.me/919837055555');
    expect(region('Where we deliver').getByText('Within about 7 km of the shop.')).toBeTruthy();
    expect(region('Where we deliver').getByText('PIN codes: 244231, 244235.')).toBeTruthy();
  });

  it('shows nothing the owner did not set: no demo address or numbers, no fixed list of villages', async () => {
    await renderPage({ path: '/about', real: ['/about'], seed: { settings: { ...defaultStoreSettings(), allowedPincodes: [] } } });
    expect(await screen.findByRole('region', { name: 'Where we deliver' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Gaon Kirana & Feed Store')).toBeTruthy();
    expect(region('Opening hours').getByText('Every day, 07:00 to 21:00')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Phone' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'WhatsApp' })).toBeNull();
    expect(region('Where we deliver').getByText('Within about 10 km of the shop.')).toBeTruthy();
    expect(region('Where we deliver').queryByText(/PIN codes/)).toBeNull();
    const page = screen.getByRole('main').textContent ?? '';
    for (const demo of ['98370', 'Main Chowk', 'Sherpur', 'Alampur']) expect(page).not.toContain(demo);
  });

  it("follows the owner's changes live for someone signed in", async () => {
    const app = await renderPage({ path: '/about', real: ['/about'], user: userFactory.build(), seed: { settings: sharma } });
    expect(await screen.findByText('Sharma Kirana')).toBeTruthy();
    seedCommerce(app.container, { settings: { ...sharma, phone: '', address: 'Naya Bazaar, Dhanaura', deliveryRadiusKm: 12 } });
    expect(await region('Address').findByText('Naya Bazaar, Dhanaura')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Phone' })).toBeNull();
    expect(region('Where we deliver').getByText('Within about 12 km of the shop.')).toBeTruthy();
  });

  it('is in Hindi for Hindi readers', async () => {
    await renderPage({ path: '/about', real: ['/about'], language: 'hi', seed: { settings: sharma } });
    expect(await screen.findByRole('heading', { name: 'हमारे बारे में', level: 1 })).toBeTruthy();
    const delivery = within(await screen.findByRole('region', { name: 'कहाँ तक डिलीवरी' }));
    expect(delivery.getByText('दुकान से लगभग 7 किमी तक।')).toBeTruthy();
    expect(delivery.getByText('पिन कोड: 244231, 244235।')).toBeTruthy();
    expect(region('पता').getByText('Station Road, Dhanaura 244231')).toBeTruthy();
  });
});
