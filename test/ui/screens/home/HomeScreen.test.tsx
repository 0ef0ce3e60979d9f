import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../../../src/domain/store/StoreSettings';
import HomeScreen from '../../../../src/ui/screens/home/HomeScreen';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { seedCommerce } from '../../../support/seedCommerce';
import { renderPage } from '../../support/renderPage';
import { storeSettings, TODAY } from '../../support/storeSettings';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh' });
const dal = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });

const renderHome = (settings: StoreSettings, language: 'en' | 'hi' = 'en') =>
  renderPage({ path: '/', route: '/', element: <HomeScreen />, user: customer, language, seed: { products: [dal], settings } });

describe('HomeScreen and the day the shop is closed', () => {
  it("shows the owner's closure message on the day it is for, and not after the owner opens again", async () => {
    const app = await renderHome(storeSettings({ closure: { date: TODAY, message: 'Closed for a family wedding. Open tomorrow.' } }));
    expect(await screen.findByText('The shop is closed today: Closed for a family wedding. Open tomorrow.')).toBeTruthy();
    seedCommerce(app.world.container, { settings: storeSettings({ closure: null }) });
    await waitFor(() => expect(screen.queryByText(/The shop is closed today/)).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeTruthy();
  });

  it('says nothing of a closure from another day, and speaks Hindi to Hindi readers', async () => {
    await renderHome(storeSettings({ closure: { date: '2025-01-14', message: 'Closed yesterday' } }));
    // The catalogue and the settings load together: once the products show, the settings are in.
    expect((await screen.findAllByText('Arhar Dal')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Closed yesterday/)).toBeNull();
    cleanup();
    await renderHome(storeSettings({ closure: { date: TODAY, message: 'आज शादी है' } }), 'hi');
    expect(await screen.findByText('आज दुकान बंद है: आज शादी है')).toBeTruthy();
  });
});

describe('HomeScreen on a slow connection', () => {
  it("fetches the first offers' pictures at once and first of all, and the rest only when scrolled near", async () => {
    const offered = [1, 2, 3, 4, 5].map((n) =>
      productFactory.build({ name: `Offer ${n}`, price: 10000 - n * 500, mrp: 10000, available: 5 }),
    );
    await renderPage({
      path: '/',
      route: '/',
      element: <HomeScreen />,
      user: customer,
      seed: { products: offered, settings: storeSettings() },
    });
    const offers = (await screen.findByRole('heading', { name: "Today's offers" })).closest('section') as HTMLElement;
    // The row's first cards commit first, the rest right after.
    await waitFor(() => expect(within(offers).getAllByRole('article')).toHaveLength(offered.length));
    const pictures = within(offers)
      .getAllByRole('article')
      .map((card) => card.querySelector('img'));
    expect(pictures.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });
});
