import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { PHONE } from '../../support/setWidth';

afterEach(cleanup);

const admin = userFactory.build({ uid: 'admin1', name: 'Anil Agarwal', userType: 'admin' });
const ramesh = userFactory.build({ uid: 'cust1', name: 'Ramesh Kumar', village: 'Alampur' });

async function open() {
  const app = await renderPage({
    path: '/admin/users',
    user: admin,
    width: PHONE,
    real: 'all',
    before: ({ container }) => container.get(InMemoryUserRepository).create(ramesh),
  });
  await screen.findByRole('article', { name: 'Ramesh Kumar' }, { timeout: 5000 });
  return app;
}

describe('AdminUsersScreen', () => {
  it('promotes a customer to delivery after confirming', async () => {
    const app = await open();
    const card = screen.getByRole('article', { name: 'Ramesh Kumar' });
    expect(within(card).getByText('Village: Alampur')).toBeTruthy();
    await userEvent.selectOptions(within(card).getByLabelText('User type'), 'delivery');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change user type?' });
    expect(within(dialog).getByText('Ramesh Kumar will change from Customer to Delivery.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change' }));
    expect(await screen.findByText('User type updated.')).toBeTruthy();
    expect((within(card).getByLabelText('User type') as HTMLSelectElement).value).toBe('delivery');
    expect((await app.container.get(InMemoryUserRepository).get('cust1'))?.userType).toBe('delivery');
  });

  it("the store's only admin cannot step down: the screen says why and nothing changes", async () => {
    await open();
    const me = screen.getByRole('article', { name: /Anil Agarwal/ });
    await userEvent.selectOptions(within(me).getByLabelText('User type'), 'customer');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change user type?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change' }));
    expect(await screen.findByText('The store needs at least one admin. Make someone else an admin first.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: /Users/ })).toBeTruthy();
  });

  it("changing one's own type changes the navigation at once", async () => {
    const app = await open();
    // A second admin, so this one may step down.
    await app.container.get(InMemoryUserRepository).create(userFactory.build({ uid: 'admin2', userType: 'admin' }));
    const bar = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: /Users/ })).toBeTruthy();
    const me = screen.getByRole('article', { name: /Anil Agarwal/ });
    await userEvent.selectOptions(within(me).getByLabelText('User type'), 'delivery');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change user type?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change' }));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: /Deliveries/ })).toBeTruthy(),
    );
  });
});
