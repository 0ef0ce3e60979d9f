import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../../src/domain/order/Order';
import { ShopCommandsToken, type ShopCommands } from '../../../../src/application/ports/ShopCommands';
import { refusal } from '../../../../src/infrastructure/firebase/CallableShopCommands';
import { InMemoryUserRepository } from '../../../../src/infrastructure/memory/InMemoryUserRepository';
import { addressFactory } from '../../../factories/addressFactory';
import { orderFactory } from '../../../factories/orderFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

/** A saved address with this house number, its full line made from it as the details form does. */
const saved = (id: string, label: 'Home' | 'Work', houseNo: string, landmark: string) => {
  const base = addressFactory.build({ id, label, houseNo, houseNumber: houseNo, landmark });
  const fullAddress = `${houseNo}, ${base.building}, ${base.formatted}`;
  return { ...base, fullAddress, formattedAddress: fullAddress };
};

/** Asha delivers to home; work is the newer of her two saved addresses, listed first. */
async function setup({
  language = 'en',
  openOrder = null,
  server,
}: { language?: 'en' | 'hi'; openOrder?: OrderStatus | null; server?: Partial<ShopCommands> } = {}) {
  const home = saved('1700000000000', 'Home', '14', 'Near the water tank');
  const work = saved('1700000000100', 'Work', '2', '');
  const profile = userFactory.build({ uid: 'asha', addresses: [home, work], deliveryAddress: home });
  const seed = openOrder ? { orders: [orderFactory.build({ userId: 'asha', status: openOrder })] } : {};
  const { container } = await renderPage({
    path: '/location',
    real: ['/location'],
    user: profile,
    seed,
    language,
    before: (world) => server && world.container.rebind(ShopCommandsToken).toConstantValue(server as ShopCommands),
  });
  const cards = () =>
    within(screen.getByRole('list', { name: language === 'en' ? 'Saved addresses' : 'सेव किए गए पते' })).getAllByRole('listitem');
  await waitFor(() => expect(cards()).toHaveLength(2));
  return {
    container,
    home,
    work,
    cards,
    stored: () => container.get(InMemoryUserRepository).storedDocument('asha')!,
    user: userEvent.setup(),
  };
}

describe('Editing and deleting saved addresses (issue 18)', () => {
  it('edits an address in the details form prefilled from it', async () => {
    const { user, cards, home, stored } = await setup();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit this address' })).toBeTruthy();
    expect(screen.getByText(home.formatted)).toBeTruthy();
    const houseNo = screen.getByLabelText('House No. & Floor') as HTMLInputElement;
    expect(houseNo.value).toBe('14');
    expect((screen.getByLabelText('Landmark & Area Name (Optional)') as HTMLInputElement).value).toBe('Near the water tank');
    await user.clear(houseNo);
    await user.type(houseNo, '14A, first floor');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address updated.')).toBeTruthy();
    expect(stored()).toMatchObject({
      addresses: [
        { id: home.id, houseNo: '14A, first floor' },
        { id: '1700000000100', houseNo: '2' },
      ],
      deliveryAddress: { id: home.id, houseNo: '14A, first floor' },
    });
    await waitFor(() => expect(within(cards()[1]!).getByText(/^14A, first floor, Shiv Colony/)).toBeTruthy());
  });

  it('refuses an edit without a house number, saying so, and keeps the entry', async () => {
    const { user, cards, stored } = await setup();
    const before = stored();
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
    await user.clear(await screen.findByLabelText('House No. & Floor'));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('House/Flat number is required')).toBeTruthy();
    expect(stored()).toEqual(before);
  });

  it('deletes an address after asking, and Keep it keeps it', async () => {
    const { user, cards, home, stored } = await setup({ openOrder: 'pending' });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText(/^2, Shiv Colony, .* will be removed from your saved addresses\.$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cards()).toHaveLength(2);

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Address deleted.')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(stored()).toMatchObject({ addresses: [{ id: home.id }], deliveryAddress: { id: home.id } });
  });

  it.each(['pending', 'accepted'] as const)('refuses to delete the delivery address while an order is %s', async (openOrder) => {
    const { user, cards, stored } = await setup({ openOrder });
    const before = stored();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your open order goes to this address. Choose another address for delivery first.',
    );
    expect(stored()).toEqual(before);
    expect(cards()).toHaveLength(2);
  });

  it('deletes the delivery address with no open order, and the other one becomes the delivery address', async () => {
    const { user, cards, work, stored } = await setup({ openOrder: 'delivered' });
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Address deleted.')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Delivering here')).toBeTruthy();
    expect(stored()).toMatchObject({ addresses: [{ id: work.id }], deliveryAddress: { id: work.id } });
  });

  it.each([
    ['en', 'unavailable', 'There was an error saving your address. Please try again.'],
    ['hi', 'unavailable', 'आपका पता सेव करते समय गड़बड़ी हुई। कृपया दोबारा कोशिश करें।'],
    ['en', 'permission-denied', 'There was an issue saving your address. Please try again.'],
    ['hi', 'permission-denied', 'आपका पता सेव करने में दिक्कत आई। कृपया दोबारा कोशिश करें।'],
  ] as const)(
    'an edit the store’s server refuses (Firebase mode) says so in %s (%s) and keeps the entry',
    async (language, status, message) => {
      const refusing: Partial<ShopCommands> = {
        editAddress: async () => refusal(Object.assign(new Error('server said no'), { code: `functions/${status}` }), 'address') as never,
      };
      const { user, cards, stored } = await setup({ language, server: refusing });
      const before = stored();
      await user.click(within(cards()[0]!).getByRole('button', { name: language === 'en' ? 'Edit' : 'बदलें' }));
      await user.click(await screen.findByRole('button', { name: language === 'en' ? 'Save Address' : 'पता सेव करें' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(stored()).toEqual(before);
    },
  );

  it('does all of it in Hindi', async () => {
    const { user, cards, stored } = await setup({ language: 'hi', openOrder: 'accepted' });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'बदलें' }));
    expect(await screen.findByRole('heading', { name: 'यह पता बदलें' })).toBeTruthy();
    await user.type(screen.getByLabelText('पास की पहचान और इलाके का नाम (ज़रूरी नहीं)'), 'मंडी के गेट के सामने');
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));
    expect(await screen.findByText('पता बदल दिया गया।')).toBeTruthy();
    expect(stored()).toMatchObject({ addresses: [{}, { landmark: 'मंडी के गेट के सामने' }] });

    await user.click(within(cards()[1]!).getByRole('button', { name: 'हटाएँ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'यह पता हटाएँ?' });
    await user.click(within(dialog).getByRole('button', { name: 'हाँ, हटाएँ' }));
    const inUse = 'आपका चालू ऑर्डर इसी पते पर जा रहा है। पहले डिलीवरी के लिए कोई दूसरा पता चुनें।';
    expect((await screen.findByRole('alert')).textContent).toBe(inUse);

    await user.click(within(cards()[0]!).getByRole('button', { name: 'हटाएँ' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'हाँ, हटाएँ' }));
    expect(await screen.findByText('पता हटा दिया गया।')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
