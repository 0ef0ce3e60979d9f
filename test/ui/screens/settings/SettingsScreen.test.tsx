import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { DemoDataToken } from '../../../../src/application/ports/DemoData';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

describe('SettingsScreen', () => {
  it('has the language switch, the profile, addresses and logout, and no demo reset without demo data', async () => {
    const user = userEvent.setup();
    const app = await renderPage({ path: '/settings', real: ['/settings'], user: userFactory.build() });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Addresses' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();

    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeTruthy();
    expect(app.i18n.language).toBe('hi');
  });

  it('asks before resetting the demo data, and Cancel keeps everything', async () => {
    const user = userEvent.setup();
    let resets = 0;
    await renderPage({
      path: '/settings',
      real: ['/settings'],
      user: userFactory.build(),
      before: ({ container }) => {
        container.bind(DemoDataToken).toConstantValue({ available: true, reset: async () => void (resets += 1) });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    expect(within(dialog).getByText(/will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resets).toBe(0);
  });

  describe('Refresh my profile', () => {
    it('reads the profile again and says it is up to date', async () => {
      const user = userEvent.setup();
      await renderPage({ path: '/settings', real: ['/settings'], user: userFactory.build({ uid: 'asha', village: 'Dhanaura' }) });
      const section = within(await screen.findByRole('region', { name: 'Refresh your profile' }));
      expect(section.getByText(/If the shop changed something on your account/)).toBeTruthy();
      await user.click(section.getByRole('button', { name: 'Refresh my profile' }));
      expect(await section.findByText('Your profile is up to date.')).toBeTruthy();
      expect(section.getByRole('button', { name: 'Refresh my profile' }).hasAttribute('disabled')).toBe(false);
    });

    it('says why when the profile cannot be read, and keeps what is shown', async () => {
      const user = userEvent.setup();
      const { container } = await renderPage({
        path: '/settings',
        real: ['/settings'],
        user: userFactory.build({ uid: 'asha', village: 'Dhanaura' }),
      });
      const section = within(await screen.findByRole('region', { name: 'Refresh your profile' }));
      container.get(InMemoryUserRepository).failWith('get', new DataFaultError('network'));
      await user.click(section.getByRole('button', { name: 'Refresh my profile' }));
      expect(
        await section.findByText('Your profile could not be refreshed. You are offline or the network failed. Please try again.'),
      ).toBeTruthy();
      expect(section.queryByText('Your profile is up to date.')).toBeNull();
      expect((screen.getByRole('textbox', { name: /Village/ }) as HTMLInputElement).value).toBe('Dhanaura');
    });

    it('speaks Hindi', async () => {
      const user = userEvent.setup();
      const { container } = await renderPage({
        path: '/settings',
        real: ['/settings'],
        user: userFactory.build({ uid: 'asha' }),
        language: 'hi',
      });
      const section = within(await screen.findByRole('region', { name: 'अपनी जानकारी ताज़ा करें' }));
      await user.click(section.getByRole('button', { name: 'मेरी जानकारी ताज़ा करें' }));
      expect(await section.findByText('आपकी जानकारी ताज़ा हो गई है।')).toBeTruthy();
      container.get(InMemoryUserRepository).failWith('get', new DataFaultError('permission'));
      await user.click(section.getByRole('button', { name: 'मेरी जानकारी ताज़ा करें' }));
      expect(await section.findByText('आपकी जानकारी ताज़ा नहीं हो पाई। आपको इसकी अनुमति नहीं है।')).toBeTruthy();
    });
  });
});
