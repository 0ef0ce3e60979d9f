import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockToken } from '../../../../src/application/ports/Clock';
import { InMemoryGeocoder } from '../../../../src/infrastructure/memory/InMemoryGeocoder';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { FALLBACK_REDIRECT_MS } from '../../../../src/ui/screens/addressSetup/AddressSetupViewModel';
import en from '../../../../src/ui/i18n/en.json';
import hi from '../../../../src/ui/i18n/hi.json';
import { userFactory } from '../../../factories/userFactory';
import { renderPage, standIn } from '../../support/renderPage';
import { storeSettings } from '../../support/storeSettings';
import { GatedClock } from './GatedClock';

afterEach(cleanup);

/** No Maps key and nothing to geocode with: the shop as Firebase mode runs it without Google Maps. */
async function setup(language: 'en' | 'hi', allowedPincodes: string[]) {
  const clock = new GatedClock();
  const profile = userFactory.build({ addresses: [], deliveryAddress: null, addressCompleted: false });
  const app = await renderPage({
    path: '/address-setup',
    real: ['/address-setup'],
    user: profile,
    language,
    seed: { settings: storeSettings({ allowedPincodes }) },
    before: ({ container }) => {
      container.rebind(ClockToken).toConstantValue(clock);
      container.get(InMemoryMapView).loadError = 'maps.keyMissing';
      container.get(InMemoryGeocoder).failing = true;
    },
  });
  return { ...app, clock, profile, users: app.container.get(InMemoryUserRepository), user: userEvent.setup() };
}

/** 'Enter Manually' from the map-unavailable warning, the typed address, then house and building. */
async function typeAddress(user: ReturnType<typeof userEvent.setup>, t: typeof en, pincode: string) {
  const warning = await screen.findByRole('alert');
  expect(within(warning).getByText(t.screens.addressPicker.mapUnavailable)).toBeTruthy();
  await user.click(within(warning).getByRole('button', { name: t.screens.addressPicker.enterManually }));
  await user.type(screen.getByLabelText(t.screens.manualAddress.street), 'Gali Mandir Wali');
  await user.type(screen.getByLabelText(t.screens.manualAddress.area), 'Mohalla Kazi');
  await user.type(screen.getByLabelText(t.screens.manualAddress.city), 'Sherpur');
  await user.type(screen.getByLabelText(t.screens.manualAddress.state), 'Uttar Pradesh');
  await user.type(screen.getByLabelText(t.screens.manualAddress.pincode), pincode);
  await user.click(screen.getByRole('button', { name: t.screens.manualAddress.submit }));
  await user.type(await screen.findByLabelText(t.screens.addressDetails.houseNo), '12');
  await user.type(screen.getByLabelText(t.screens.addressDetails.building), 'Verma Niwas');
  await user.type(screen.getByLabelText(t.screens.addressDetails.landmark), 'Behind the Shiv temple');
}

describe('An address typed by hand when the map fails (issue 18)', () => {
  it('is saved without a map location when the owner delivers to its PIN code, and the shop opens', async () => {
    const { user, clock, users, profile, pathname } = await setup('en', ['244231']);
    await typeAddress(user, en, '244231');
    expect(
      screen.getByText(
        'This address has no map location. The shop delivers to it only if it serves PIN code 244231. ' +
          'A landmark helps the delivery person find you.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved successfully! Redirecting to your home page...')).toBeTruthy();
    expect(users.storedDocument(profile.uid)).toMatchObject({
      addressCompleted: true,
      deliveryAddress: { pincode: '244231', coordinates: null, landmark: 'Behind the Shiv temple' },
    });
    await act(async () => clock.release(FALLBACK_REDIRECT_MS));
    // The address guard lets it through: home, not back to the address setup.
    expect(await screen.findByRole('heading', { name: standIn('/') })).toBeTruthy();
    expect(pathname()).toBe('/');
  });

  it('is refused, saying the PIN code is not delivered to without a map location, and nothing is saved', async () => {
    const { user, users, profile, pathname } = await setup('en', ['244231']);
    await typeAddress(user, en, '244001');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'We do not deliver to PIN code 244001 without a map location. Please pick your place on the map.',
      ),
    );
    expect(users.storedDocument(profile.uid)).toMatchObject({ addresses: [], deliveryAddress: null });
    expect(pathname()).toBe('/address-setup');
  });

  it('says both in Hindi', async () => {
    const { user, users, profile } = await setup('hi', ['244231']);
    await typeAddress(user, hi as typeof en, '244001');
    expect(screen.getByText(/इस पते की नक्शे पर जगह नहीं है। दुकान यहाँ तभी डिलीवरी करेगी जब वह पिन कोड 244001 पर/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'नक्शे पर जगह के बिना हम पिन कोड 244001 पर डिलीवरी नहीं करते। कृपया नक्शे पर अपनी जगह चुनें।',
      ),
    );
    expect(users.storedDocument(profile.uid)).toMatchObject({ addresses: [], deliveryAddress: null });
  });
});
