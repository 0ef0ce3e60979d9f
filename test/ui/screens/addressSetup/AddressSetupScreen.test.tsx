import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockToken } from '../../../../src/application/ports/Clock';
import type { UserType } from '../../../../src/domain/user/UserProfile';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { FALLBACK_REDIRECT_MS, PROFILE_CHECK_DELAY_MS } from '../../../../src/ui/screens/addressSetup/AddressSetupViewModel';
import { userFactory } from '../../../factories/userFactory';
import { renderPage, standIn } from '../../support/renderPage';
import { GatedClock } from './GatedClock';
import { seedCommerce } from '../../../support/seedCommerce';
import { storeSettings } from '../../support/storeSettings';

afterEach(cleanup);

const noAddress = { addresses: [], deliveryAddress: null, addressCompleted: false };

async function setup(userType: UserType = 'customer', language: 'en' | 'hi' = 'en') {
  const clock = new GatedClock();
  const profile = userFactory.build({ userType, ...noAddress });
  const app = await renderPage({
    path: '/address-setup',
    real: ['/address-setup'],
    user: profile,
    language,
    before: ({ container }) => {
      container.rebind(ClockToken).toConstantValue(clock);
    },
  });
  const map = app.container.get(InMemoryMapView);
  await waitFor(() => expect(map.current).not.toBeNull());
  return { ...app, clock, map, profile, users: app.container.get(InMemoryUserRepository), user: userEvent.setup() };
}

describe('AddressSetupScreen', () => {
  it.each([
    ['customer', 'Customer Account'],
    ['delivery', 'Delivery Person'],
    ['admin', 'Admin Account'],
  ] as const)('shows the %s badge, step 1 with the picker and Skip for Now', async (role, badge) => {
    await setup(role);
    expect(screen.getByRole('heading', { name: 'Set Up Your Address', level: 1 })).toBeTruthy();
    expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByText(/Step 1 of 2/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip for Now' })).toBeTruthy();
  });

  it('picks on the map, fills the details, saves, says where it goes, then goes home', async () => {
    const { map, user, clock, users, profile, pathname } = await setup();
    act(() => map.pick({ lat: 29.0152, lng: 78.2921 }));
    expect(await screen.findByRole('heading', { name: 'Add Address Details' })).toBeTruthy();
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();
    expect(screen.getByText('Bus Stand, Station Road, Dhanaura, Uttar Pradesh 244231, India')).toBeTruthy();

    await user.type(screen.getByLabelText('House No. & Floor'), '12');
    await user.type(screen.getByLabelText('Building & Society'), 'Verma Niwas');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address saved successfully! Redirecting to your home page...')).toBeTruthy();
    expect(users.storedDocument(profile.uid)).toMatchObject({ deliveryAddress: { houseNo: '12', building: 'Verma Niwas' } });
    expect(pathname()).toBe('/address-setup');
    // The fallback redirect: 2 s after the save, whatever the re-read is doing.
    await act(async () => clock.release(FALLBACK_REDIRECT_MS));
    expect(await screen.findByRole('heading', { name: standIn('/') })).toBeTruthy();
    expect(pathname()).toBe('/');
  });

  it('moves on by itself once the session hears of a valid address, as when the home guard sent the user back too early', async () => {
    const { clock, users, profile, pathname } = await setup();
    await act(async () => clock.release(PROFILE_CHECK_DELAY_MS));
    expect(pathname()).toBe('/address-setup');
    const saved = userFactory.build().deliveryAddress!;
    await act(async () => users.update(profile.uid, { deliveryAddress: saved, addresses: [saved], addressCompleted: true }));
    await waitFor(() => expect(clock.pending).toContain(PROFILE_CHECK_DELAY_MS));
    await act(async () => clock.release(PROFILE_CHECK_DELAY_MS));
    expect(await screen.findByRole('heading', { name: standIn('/') })).toBeTruthy();
    expect(pathname()).toBe('/');
  });

  it('refuses a place outside the delivery area, saying how far it is and how far the shop delivers', async () => {
    const { map, user, users, profile, container, pathname } = await setup();
    // The shop about 6 km north of the Bus Stand, delivering up to 5 km.
    seedCommerce(container, { settings: storeSettings({ location: { lat: 29.0692, lng: 78.2921 }, deliveryRadiusKm: 5 }) });
    act(() => map.pick({ lat: 29.0152, lng: 78.2921 }));
    await user.type(await screen.findByLabelText('House No. & Floor'), '12');
    await user.type(screen.getByLabelText('Building & Society'), 'Verma Niwas');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We do not deliver there: it is 6 km from the store, and we deliver up to 5 km.',
    );
    expect(users.storedDocument(profile.uid)).toMatchObject({ addresses: [], deliveryAddress: null });
    expect(pathname()).toBe('/address-setup');
  });

  it('names the admin dashboard and goes there after the profile is re-read', async () => {
    const { map, user, clock, pathname } = await setup('admin');
    act(() => map.pick({ lat: 29.0152, lng: 78.2921 }));
    await user.type(await screen.findByLabelText('House No. & Floor'), '1');
    await user.type(screen.getByLabelText('Building & Society'), 'Store office');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved successfully! Redirecting to your admin dashboard...')).toBeTruthy();
    await act(async () => clock.release(500));
    await waitFor(() => expect(pathname()).toBe('/admin-dashboard'));
  });

  it('goes back to the same map with Change Location', async () => {
    const { map, user } = await setup();
    act(() => map.pick({ lat: 29.0152, lng: 78.2921 }));
    await user.click(await screen.findByRole('button', { name: 'Change Location' }));
    expect(screen.queryByRole('heading', { name: 'Add Address Details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip for Now' })).toBeTruthy();
    expect(map.current?.destroyed).toBe(false);
  });

  it('skips a delivery person to their dashboard', async () => {
    const { user, pathname } = await setup('delivery');
    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(pathname()).toBe('/delivery-dashboard'));
  });

  it('speaks Hindi', async () => {
    await setup('customer', 'hi');
    expect(screen.getByRole('heading', { name: 'अपना पता जोड़ें', level: 1 })).toBeTruthy();
    expect(screen.getByText('ग्राहक खाता')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अभी छोड़ें' })).toBeTruthy();
  });
});
