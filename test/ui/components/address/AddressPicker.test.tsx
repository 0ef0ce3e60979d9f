import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/domain/address/Address';
import { err } from '../../../../src/domain/shared/Result';
import { InMemoryGeolocation } from '../../../../src/infrastructure/memory/InMemoryGeolocation';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import { AddressPicker, type AddressPickerProps } from '../../../../src/ui/components/address/AddressPicker';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

async function setup(props: Partial<AddressPickerProps> = {}, prepare: (container: Container) => void = () => undefined) {
  const chosen: Address[] = [];
  const { container } = await renderPage({
    element: <AddressPicker onSelect={(a) => chosen.push(a)} {...props} />,
    before: (world) => prepare(world.container),
  });
  const map = container.get(InMemoryMapView);
  return { container, chosen, map, user: userEvent.setup() };
}

const MANUAL_LABELS = ['Street Address', 'Area/Locality', 'City', 'State', 'PIN Code', 'Country (Optional)'];

describe('AddressPicker', () => {
  it('draws the map 400px high by default, with search, current location and the manual link', async () => {
    const { map } = await setup();
    await waitFor(() => expect(map.current).not.toBeNull());
    const element = map.current!.element;
    expect(element.parentElement && getComputedStyle(element.parentElement).height).toBe('400px');
    expect(screen.getByRole('searchbox', { name: 'Search for your village, town or area' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use My Current Location' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Or enter address manually' })).toBeTruthy();
  });

  it('takes its height, class name and hides search and the location button when told', async () => {
    const { map } = await setup({ height: '250px', className: 'picker-here', showSearchBar: false, showCurrentLocationBtn: false });
    await waitFor(() => expect(map.current).not.toBeNull());
    expect(getComputedStyle(map.current!.element.parentElement!).height).toBe('250px');
    expect(document.querySelector('.picker-here')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use My Current Location' })).toBeNull();
  });

  it('reports a map pick to the parent', async () => {
    const { map, chosen } = await setup();
    await waitFor(() => expect(map.current).not.toBeNull());
    map.pick({ lat: 29.0152, lng: 78.2921 });
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]).toMatchObject({ street: 'Bus Stand', coordinates: { lat: 29.0152, lng: 78.2921 } });
  });

  it('keeps Search disabled while the box is blank, searches on Enter and clears the box', async () => {
    const { map, user } = await setup();
    await waitFor(() => expect(map.current).not.toBeNull());
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.hasAttribute('disabled')).toBe(true);
    const box = screen.getByRole('searchbox');
    await user.type(box, '   ');
    expect(search.hasAttribute('disabled')).toBe(true);
    await user.type(box, 'Gajraula{Enter}');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
    // Gajraula's railway station, the nearer of its two places to the store.
    expect(map.current).toMatchObject({ zoom: 16, center: { lat: 28.8991, lng: 78.2702 } });
  });

  it("says 'Location not found...' for an unknown place", async () => {
    const { map, user } = await setup();
    await waitFor(() => expect(map.current).not.toBeNull());
    await user.type(screen.getByRole('searchbox'), 'Mumbai{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Location not found. Please try a different search term.');
  });

  it("shows 'Map not available' with the cause and 'Enter Manually' when the map fails", async () => {
    const { user } = await setup({}, (c) => {
      c.get(InMemoryMapView).loadError = 'maps.keyMissing';
    });
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText('Map not available')).toBeTruthy();
    expect(warning.textContent).toContain('Failed to load map. Map service is temporarily unavailable. Please use manual address entry.');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'Enter Manually' }));
    expect(await screen.findByRole('heading', { name: 'Enter Address Manually' })).toBeTruthy();
  });

  it('shows the Location Access Issue card with steps for each browser when location is denied', async () => {
    const { user } = await setup({}, (c) => {
      c.get(InMemoryGeolocation).result = err('geo.denied');
    });
    await user.click(screen.getByRole('button', { name: 'Use My Current Location' }));
    const card = await screen.findByRole('region', { name: 'Location Access Issue' });
    for (const name of ['Chrome, Edge or Safari', 'Firefox', 'Mobile browsers']) {
      expect(within(card).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(card).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByText('Location access was denied. See the help guide below to allow it.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Enter Manually' }));
    expect(await screen.findByRole('heading', { name: 'Enter Address Manually' })).toBeTruthy();
  });

  it.each([
    ['geo.unsupported', 'Geolocation is not supported by this browser. Please select your location manually on the map.'],
    ['geo.unavailable', 'Location information is unavailable. Please select your location manually on the map.'],
    ['geo.timeout', 'Location request timed out. Please try again or select your location manually.'],
    ['geo.unknown', 'An unknown error occurred while getting your location. Please select it manually.'],
  ] as const)('shows %s as a message, without the help card', async (code, text) => {
    const { user } = await setup({}, (c) => {
      c.get(InMemoryGeolocation).result = err(code);
    });
    await user.click(screen.getByRole('button', { name: 'Use My Current Location' }));
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.queryByRole('region', { name: 'Location Access Issue' })).toBeNull();
  });
});

describe('AddressPicker: Enter Address Manually', () => {
  const openManual = async () => {
    const ctx = await setup();
    await ctx.user.click(screen.getByRole('button', { name: 'Or enter address manually' }));
    await screen.findByRole('heading', { name: 'Enter Address Manually' });
    return ctx;
  };

  it('labels every field, country optional with India, and the PIN code at most 6 characters', async () => {
    await openManual();
    for (const label of MANUAL_LABELS) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Country (Optional)') as HTMLInputElement).value).toBe('India');
    expect(screen.getByLabelText('PIN Code').getAttribute('maxlength')).toBe('6');
  });

  it('shows every message, each cleared when its field is edited', async () => {
    const { user, chosen } = await openManual();
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    for (const text of [
      'Street address is required',
      'Area/Locality is required',
      'City is required',
      'State is required',
      'PIN code is required',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('PIN Code'), '2442');
    expect(screen.queryByText('PIN code is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    expect(screen.getByText('Please enter a valid 6-digit PIN code')).toBeTruthy();
    await user.type(screen.getByLabelText('Street Address'), 'Gali 3');
    expect(screen.queryByText('Street address is required')).toBeNull();
    expect(screen.getByText('Area/Locality is required')).toBeTruthy();
    expect(chosen).toEqual([]);
  });

  it('reports the trimmed, placed address and returns to the map', async () => {
    const { user, chosen } = await openManual();
    await user.type(screen.getByLabelText('Street Address'), ' Gali 3 ');
    await user.type(screen.getByLabelText('Area/Locality'), 'Purani Basti');
    await user.type(screen.getByLabelText('City'), 'Gajraula');
    await user.type(screen.getByLabelText('State'), 'Uttar Pradesh');
    await user.type(screen.getByLabelText('PIN Code'), '24423599');
    await user.click(screen.getByRole('button', { name: 'Use This Address' }));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]).toMatchObject({ street: 'Gali 3', pincode: '244235', country: 'India', coordinates: { lat: 28.8955, lng: 78.2659 } });
    expect(screen.queryByRole('heading', { name: 'Enter Address Manually' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Or enter address manually' })).toBeTruthy();
  });

  it('goes back to the map without reporting', async () => {
    const { user, chosen } = await openManual();
    await user.click(screen.getByRole('button', { name: 'Back to Map' }));
    expect(screen.getByRole('button', { name: 'Use My Current Location' })).toBeTruthy();
    expect(chosen).toEqual([]);
  });
});
