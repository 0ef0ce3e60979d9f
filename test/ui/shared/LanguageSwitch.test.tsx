import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { userFactory } from '../../factories/userFactory';
import { renderPage, standIn } from '../support/renderPage';
import { DESKTOP, PHONE } from '../support/setWidth';

afterEach(cleanup);

const title = () => within(screen.getByRole('banner'));

describe('language switch', () => {
  it('switches the whole page to Hindi in place, without a reload, and back', async () => {
    const user = userEvent.setup();
    const app = await renderPage({ path: '/cart', user: userFactory.build(), width: DESKTOP });
    await screen.findByRole('heading', { name: standIn('/cart') });
    const page = screen.getByRole('heading', { name: standIn('/cart') });

    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await title().findByText('मेरा कार्ट')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    expect(within(menu).getByRole('link', { name: 'कार्ट (0)' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    // The same page element is still mounted: nothing was reloaded.
    expect(screen.getByRole('heading', { name: standIn('/cart') })).toBe(page);
    expect(app.pathname()).toBe('/cart');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await title().findByText('My Cart')).toBeTruthy();
  });

  it('is reachable from the phone menu', async () => {
    const user = userEvent.setup();
    await renderPage({ path: '/about', width: PHONE });
    await screen.findByRole('heading', { name: standIn('/about') });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await title().findByText('हमारे बारे में')).toBeTruthy();
  });
});
