import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../src/domain/cart/CartLine';
import type { Product } from '../../../../src/domain/catalog/Product';
import CheckoutScreen from '../../../../src/ui/screens/checkout/CheckoutScreen';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderShopScreen } from '../../components/product/renderShopScreen';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh', phoneNumber: '9837012345' });
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });

const renderCheckout = (cart: Cart = cartWith(customer.uid, [{ product: dal, qty: 2 }])) =>
  renderShopScreen({ path: '/checkout', route: '/checkout', screen: <CheckoutScreen />, user: customer, seed: { products: [dal], carts: [cart] } });

const placeOrder = () => screen.findByRole('button', { name: 'Place Order · ₹240' });

describe('CheckoutScreen', () => {
  it('shows the delivery address with Change, the prefilled phone, cash on delivery and the summary', async () => {
    await renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const address = await screen.findByRole('region', { name: 'Delivery address' });
    expect(within(address).getByText(customer.deliveryAddress!.fullAddress)).toBeTruthy();
    expect(within(address).getByRole('link', { name: 'Change delivery address' }).getAttribute('href')).toBe('/location');
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('9837012345');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Cash on delivery')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary (2 items)' });
    expect(within(summary).getByText('1kg × 2')).toBeTruthy();
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('₹240');
    expect(await placeOrder()).toBeTruthy();
  });

  it("places the order once, says 'Order placed successfully' and shows it on /orders", async () => {
    const app = await renderCheckout();
    const button = await placeOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Stub /orders' })).toBeTruthy();
    expect(await screen.findByText('Order placed successfully')).toBeTruthy();
    const orders = [...app.world.db.state.orders.values()];
    expect(orders).toHaveLength(1);
    expect(app.router.state.location.state).toEqual({ placedOrderId: orders[0]!.id });
    expect(app.world.product(dal)?.available).toBe(3);
  });

  it('refuses a wrong phone number next to the field', async () => {
    const app = await renderCheckout();
    fireEvent.change(await screen.findByLabelText(/Phone number/), { target: { value: '12345' } });
    fireEvent.click(await placeOrder());
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(app.world.db.state.orders.size).toBe(0);
  });

  it('lists the items no longer available with what was asked and what is left', async () => {
    await renderCheckout(cartWith(customer.uid, [{ product: dal, qty: 7 }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order · ₹840' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Some items are no longer available in the requested quantity')).toBeTruthy();
    const list = within(alert).getByRole('list', { name: 'Items not available' });
    expect(within(list).getByText('Arhar Dal (1kg)')).toBeTruthy();
    expect(within(list).getByText('You asked for 7, available: 5')).toBeTruthy();
    expect(within(list).getByText('Only 5 available')).toBeTruthy();
  });

  it("says 'No items in cart' with a way back to the shop when the cart is empty", async () => {
    await renderCheckout(cartWith(customer.uid, []));
    expect(await screen.findByText('No items in cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Place Order/ })).toBeNull());
  });
});
