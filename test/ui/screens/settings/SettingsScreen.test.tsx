import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoDataToken } from '../../../../src/application/ports/DemoData';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { renderShop } from '../../components/address/renderShop';

afterEach(cleanup);

describe('SettingsScreen', () => {
  it('has the language switch, the profile, addresses and logout, and no demo reset without demo data', async () => {
    const user = userEvent.setup();
    const app = await renderShop({ path: '/settings', user: userFactory.build() });
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
    const container = createTestContainer();
    let resets = 0;
    container.bind(DemoDataToken).toConstantValue({ available: true, reset: async () => void (resets += 1) });
    await renderShop({ path: '/settings', user: userFactory.build(), container });
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset demo data?' });
    expect(within(dialog).getByText(/will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resets).toBe(0);
  });
});
