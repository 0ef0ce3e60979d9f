import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

describe('CompleteProfileScreen', () => {
  it('asks for name and village, then saves and moves on to the address check', async () => {
    const user = userEvent.setup();
    const profile = userFactory.build({
      name: '',
      village: '',
      phoneNumber: undefined,
      profileCompleted: false,
      addresses: [],
      deliveryAddress: null,
    });
    const app = await renderPage({ path: '/', user: profile, real: ['/complete-profile', '/address-setup'] });
    await screen.findByRole('heading', { name: 'Complete Your Profile', level: 1 });
    expect(app.pathname()).toBe('/complete-profile');

    await user.type(screen.getByLabelText('Mobile Number (Optional)'), '98765');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your village')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeTruthy();

    await user.type(screen.getByLabelText('Your Name'), 'Asha Devi');
    expect(screen.queryByText('Please enter your name')).toBeNull();
    await user.type(screen.getByLabelText('Village'), 'Sherpur');
    await user.type(screen.getByLabelText('Mobile Number (Optional)'), '43210');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    // No address yet: the guard of '/' sends the user on to set one up.
    expect(await screen.findByRole('heading', { name: 'Set Up Your Address', level: 1 })).toBeTruthy();
    await waitFor(() => expect(app.pathname()).toBe('/address-setup'));
    expect(app.container.get(InMemoryUserRepository).storedDocument(profile.uid)).toMatchObject({
      name: 'Asha Devi',
      village: 'Sherpur',
      phoneNumber: '9876543210',
      profileCompleted: true,
    });
  });
});
