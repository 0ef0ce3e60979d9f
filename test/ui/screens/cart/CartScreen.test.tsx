import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../../src/application/ports/DataFaultError';
import { cartLineKey } from '../../../../src/domain/cart/cartLineKey';
import type { Product } from '../../../../src/domain/catalog/Product';
import CartScreen from '../../../../src/ui/screens/cart/CartScreen';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { MONEY_RULES, storeSettings } from '../../support/storeSettings';
import { connectivityOf } from '../../../support/seedCommerce';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh' });
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', nameHi: 'अरहर दाल', price: 12000, mrp: 14000, available: 5 });
const salt: Product = productFactory.build({ id: 'salt', name: 'Iodised Salt', price: 2500, mrp: 2500, available: 40, weight: '1kg' });
const DAL = cartLineKey('arhar', '1kg');

const renderCart = (
  lines = [
    { product: dal, qty: 2 },
    { product: salt, qty: 1 },
  ],
  language: 'en' | 'hi' = 'en',
  settings = storeSettings(),
) =>
  renderPage({
    path: '/cart',
    route: '/cart',
    element: <CartScreen />,
    user: customer,
    language,
    seed: { products: [dal, salt], carts: [cartWith(customer.uid, lines)], settings },
  });

/** The row after a label in the price details: its amount. */
const amountAfter = (summary: HTMLElement, label: string) => within(summary).getByText(label).nextElementSibling?.textContent;

describe('CartScreen', () => {
  it('lists each line with its size and price, and sums up count, savings and what to pay', async () => {
    await renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeTruthy();
    const line = await screen.findByRole('listitem', { name: 'Arhar Dal' });
    expect(within(line).getByRole('link', { name: 'Arhar Dal' }).getAttribute('href')).toBe('/product/grocery/flour/arhar');
    expect(within(line).getByText('1kg')).toBeTruthy();
    expect(within(line).getByText('₹120')).toBeTruthy();
    expect(within(line).getByLabelText('MRP ₹140')).toBeTruthy();
    expect(within(line).getByLabelText('Line total ₹240')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Price details' });
    expect(within(summary).getByText('Items: 3')).toBeTruthy();
    expect(within(summary).getByText('You save').nextElementSibling?.textContent).toBe('₹40');
    expect(within(summary).getByText('To pay').nextElementSibling?.textContent).toBe('₹265');
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('takes a typed quantity on Enter and refuses one that is not 1-1000', async () => {
    const app = await renderCart();
    const box = (await screen.findByLabelText('Quantity of Arhar Dal')) as HTMLInputElement;
    expect(box.value).toBe('2');
    fireEvent.change(box, { target: { value: ' 4 ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(async () => expect((await app.world.cart()).items[DAL]?.qty).toBe(4));
    await waitFor(() => expect(box.value).toBe('4'));
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid quantity (1-1000)');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect((await app.world.cart()).items[DAL]?.qty).toBe(4);
  });

  it('offline, a change says so above the offline screen and writes nothing; back online the notice goes', async () => {
    const app = await renderCart();
    const plus = await screen.findByRole('button', { name: 'Add one more Arhar Dal' });
    act(() => app.world.goOffline());
    fireEvent.click(plus);
    const offline = 'You are currently offline. Please connect to the internet to update your cart.';
    // Once, in the notice that stays visible over 'You're Offline'.
    expect(await screen.findByText(offline)).toBeTruthy();
    expect((await app.world.cart()).items[DAL]?.qty).toBe(2);
    act(() => connectivityOf(app.world.container).setOnline(true));
    await waitFor(() => expect(screen.queryByText(offline)).toBeNull());
    fireEvent.click(plus);
    await waitFor(async () => expect((await app.world.cart()).items[DAL]?.qty).toBe(3));
  });

  it('clamps plus to stock with the SPEC message', async () => {
    await renderCart([{ product: dal, qty: 5 }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add one more Arhar Dal' }));
    expect(await screen.findByText('Only 5 items available')).toBeTruthy();
  });

  it('removes lines, and shows the empty cart with a way back to the shop', async () => {
    await renderCart([{ product: dal, qty: 2 }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Arhar Dal' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Unable to update quantity…' with Try again when removing keeps failing", async () => {
    const app = await renderCart();
    app.world.db.failNext('carts.removeLine', new DataFaultError('network'), 4);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Arhar Dal' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to update quantity. Please try again or refresh the page.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Arhar Dal' })).toBeNull());
  });

  it('adds the delivery fee below the free-delivery value, and drops it from that value on', async () => {
    // ₹20 delivery, free from ₹300; 2 × ₹120 = ₹240.
    await renderCart([{ product: dal, qty: 2 }], 'en', storeSettings(MONEY_RULES));
    const summary = await screen.findByRole('region', { name: 'Price details' });
    await waitFor(() => expect(amountAfter(summary, 'Delivery fee')).toBe('₹20'));
    expect(amountAfter(summary, 'Items total')).toBe('₹240');
    expect(amountAfter(summary, 'To pay')).toBe('₹260');
    expect(within(summary).getByText('Add ₹60 more for free delivery')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add one more Arhar Dal' }));
    await waitFor(() => expect(amountAfter(summary, 'To pay')).toBe('₹360'));
    expect(within(summary).queryByText('Delivery fee')).toBeNull();
    expect(amountAfter(summary, 'Free delivery')).toBe('₹0');
    expect(within(summary).queryByText(/more for free delivery/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove one Arhar Dal' }));
    await waitFor(() => expect(amountAfter(summary, 'To pay')).toBe('₹260'));
    expect(amountAfter(summary, 'Delivery fee')).toBe('₹20');
  });

  it('keeps the focus on minus as the quantity comes down to 1, where minus then takes no press', async () => {
    await renderCart();
    const line = await screen.findByRole('listitem', { name: 'Arhar Dal' });
    const minus = within(line).getByRole('button', { name: 'Remove one Arhar Dal' });
    const plus = within(line).getByRole('button', { name: 'Add one more Arhar Dal' });
    minus.focus();
    fireEvent.click(minus);
    await waitFor(() => expect(within(line).getByLabelText('Line total ₹120')).toBeTruthy());
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBeNull());
    // At 1, and no longer busy: unavailable, yet not disabled, which would drop the keyboard's focus.
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(minus);
    fireEvent.click(minus);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(line).getByLabelText('Line total ₹120')).toBeTruthy();
  });

  it('says how much is missing below the minimum order', async () => {
    await renderCart([{ product: salt, qty: 1 }], 'en', storeSettings(MONEY_RULES));
    const summary = await screen.findByRole('region', { name: 'Price details' });
    expect(await within(summary).findByText('Minimum order ₹100: add ₹75 more')).toBeTruthy();
    expect(amountAfter(summary, 'To pay')).toBe('₹45');
  });

  it('shows Hindi names in Hindi', async () => {
    await renderCart(undefined, 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा कार्ट' })).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'अरहर दाल' })).toBeTruthy();
    expect(screen.getByText('सामान: 3')).toBeTruthy();
  });
});
