import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { addressFactory } from '../../../factories/addressFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage, standIn } from '../../support/renderPage';

afterEach(cleanup);

const setup = async (state?: unknown) => {
  const home = addressFactory.build({ label: 'Home', landmark: 'Near the water tank' });
  const work = addressFactory.build({ label: 'Work', landmark: '' });
  const profile = userFactory.build({ addresses: [home, work], deliveryAddress: home });
  const app = await renderPage({ path: '/location', real: ['/location'], user: profile, state });
  await screen.findByRole('heading', { name: 'My Location', level: 1 });
  return { ...app, home, work, profile, user: userEvent.setup() };
};

describe('LocationScreen', () => {
  it('lists the saved addresses, newest first, marking the one delivered to', async () => {
    const { home, work } = await setup();
    const items = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Shiv Colony/).textContent)).toEqual([work.fullAddress, home.fullAddress]);
    expect(within(items[1]!).getByText('Delivering here')).toBeTruthy();
    expect(within(items[1]!).getByText('Landmark: Near the water tank')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Deliver Here' })).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Deliver Here' })).toBeTruthy();
  });

  it('chooses another delivery address', async () => {
    const { user, work, container, profile } = await setup();
    await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
    expect(await screen.findByText('Delivery address updated.')).toBeTruthy();
    expect(container.get(InMemoryUserRepository).storedDocument(profile.uid)).toMatchObject({ deliveryAddress: { id: work.id } });
    const items = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    await waitFor(() => expect(within(items[0]!).getByText('Delivering here')).toBeTruthy());
  });

  it('returns to the page that sent the user here once an address is chosen', async () => {
    const { user, pathname } = await setup({ from: '/checkout' });
    await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
    expect(await screen.findByRole('heading', { name: standIn('/checkout') })).toBeTruthy();
    expect(pathname()).toBe('/checkout');
  });

  it('adds a new address through the picker and the details form', async () => {
    const { user, container, profile } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    const map = container.get(InMemoryMapView);
    await waitFor(() => expect(map.current?.destroyed).toBe(false));
    act(() => map.pick({ lat: 29.0061, lng: 78.3018 }));
    await user.type(await screen.findByLabelText('House No. & Floor'), '4');
    await user.type(screen.getByLabelText('Building & Society'), 'Mandi Gate');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved and set for delivery.')).toBeTruthy();
    expect(container.get(InMemoryUserRepository).storedDocument(profile.uid)).toMatchObject({
      deliveryAddress: { houseNo: '4', street: 'Sabzi Mandi' },
    });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(3));
  });
});
