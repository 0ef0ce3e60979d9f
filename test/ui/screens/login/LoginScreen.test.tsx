import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoDataToken } from '../../../../src/application/ports/DemoData';
import { DEMO_PASSWORD } from '../../../../src/ui/screens/login/demoAccounts';
import { userFactory } from '../../../factories/userFactory';
import { seedPeople } from '../../../support/seedPeople';
import { renderPage, standIn, type PageOptions } from '../../support/renderPage';

afterEach(cleanup);

/** The login page (and the profile form a new account goes on to) over the demo customer and (optionally) demo data, as local mode has. */
const demoShop = (path: string, available: boolean): PageOptions => ({
  path,
  real: ['/login', '/complete-profile'],
  before: ({ container }) => {
    container.bind(DemoDataToken).toConstantValue({ available, reset: async () => undefined });
    seedPeople(container, [userFactory.build({ uid: 'demo-customer', email: 'customer@demo.shop' })], DEMO_PASSWORD);
  },
});

describe('LoginScreen', () => {
  it('signs the demo customer in with one tap and returns to the page the guard remembered', async () => {
    const app = await renderPage(demoShop('/cart', true));
    await screen.findByRole('heading', { name: 'Login', level: 1 });
    expect(app.pathname()).toBe('/login');
    const demo = screen.getByRole('region', { name: 'Try a demo account' });
    expect(
      within(demo)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Customercustomer@demo.shop', 'Delivery Persondelivery@demo.shop', 'Adminadmin@demo.shop']);
    await userEvent.setup().click(within(demo).getByRole('button', { name: /customer@demo\.shop/ }));
    expect(await screen.findByRole('heading', { name: standIn('/cart') })).toBeTruthy();
    expect(app.pathname()).toBe('/cart');
  });

  it('shows no demo accounts and no Google button where the backend has neither', async () => {
    await renderPage(demoShop('/login', false));
    await screen.findByRole('heading', { name: 'Login', level: 1 });
    expect(screen.queryByRole('region', { name: 'Try a demo account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('says what is wrong with a sign-in, then signs in and goes home', async () => {
    const user = userEvent.setup();
    const app = await renderPage(demoShop('/login', false));
    await screen.findByRole('heading', { name: 'Login', level: 1 });
    await user.type(screen.getByLabelText('Email'), 'customer@demo.shop');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(within(screen.getByRole('form', { name: 'Sign In' })).getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password. Please try again.');
    await user.clear(screen.getByLabelText('Password'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText('Password'), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() => expect(app.pathname()).toBe('/'));
  });

  it('creates an account in sign-up mode, with the password hint and show-password box', async () => {
    const user = userEvent.setup();
    const app = await renderPage(demoShop('/login', false));
    await screen.findByRole('heading', { name: 'Login', level: 1 });
    const modes = screen.getByRole('group', { name: 'Sign in or create an account' });
    await user.click(within(modes).getByRole('button', { name: 'Create Account' }));
    expect(within(modes).getByRole('button', { name: 'Create Account' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('At least 6 characters.')).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByText('Show password'));
    expect(password.getAttribute('type')).toBe('text');
    await user.type(screen.getByLabelText('Email'), 'new@example.in');
    await user.type(password, '123{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 6 characters.');
    await user.type(password, '456{Enter}');
    // A new account has no profile yet: the guard of '/' sends it on to complete it.
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeTruthy();
    expect(app.pathname()).toBe('/complete-profile');
  });
});
