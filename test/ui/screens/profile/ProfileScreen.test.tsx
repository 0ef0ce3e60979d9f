import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

describe('ProfileScreen', () => {
  it('shows the details filled in, saves a change, and shows the delivery address with a way to /location', async () => {
    const user = userEvent.setup();
    const profile = userFactory.build({ name: 'Ramesh Kumar', village: 'Nangla', phoneNumber: '9876543210' });
    const app = await renderPage({ path: '/profile', real: ['/profile'], user: profile });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    const village = screen.getByLabelText('Village') as HTMLInputElement;
    await waitFor(() => expect(village.value).toBe('Nangla'));
    expect((screen.getByLabelText('Your Name') as HTMLInputElement).value).toBe('Ramesh Kumar');
    expect(screen.getByText(`Signed in as ${profile.email}`)).toBeTruthy();
    expect(screen.getByText(`Delivering to: ${profile.deliveryAddress!.fullAddress}`)).toBeTruthy();
    expect(screen.getByText('Saved addresses: 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Addresses' }).getAttribute('href')).toBe('/location');

    await user.clear(village);
    await user.type(village, 'Alampur');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(app.container.get(InMemoryUserRepository).storedDocument(profile.uid)).toMatchObject({ village: 'Alampur' });
  });

  it('logs out and lands on the login page', async () => {
    const app = await renderPage({ path: '/profile', real: ['/profile'], user: userFactory.build() });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Logout' }).at(-1)!);
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.auth.currentUser()).toBeNull();
  });
});
