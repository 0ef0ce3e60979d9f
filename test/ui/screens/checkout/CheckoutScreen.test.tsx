import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../../src/domain/cart/CartLine';
import type { Product } from '../../../../src/domain/catalog/Product';
import CheckoutScreen from '../../../../src/ui/screens/checkout/CheckoutScreen';
import { cartWith } from '../../../factories/cartFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { CheckoutError } from '../../../../src/ui/screens/checkout/components/CheckoutError';
import type { StoreSettings } from '../../../../src/domain/store/StoreSettings';
import { orderFactory } from '../../../factories/orderFactory';
import { clockOf, connectivityOf } from '../../../support/seedCommerce';
import { renderPage, standIn, type PageOptions } from '../../support/renderPage';
import { MONEY_RULES, storeSettings, TODAY } from '../../support/storeSettings';

afterEach(cleanup);

const customer = userFactory.build({ uid: 'ramesh', phoneNumber: '9837012345' });
const dal: Product = productFactory.build({ id: 'arhar', name: 'Arhar Dal', price: 12000, mrp: 14000, available: 5 });

const renderCheckout = (
  cart: Cart = cartWith(customer.uid, [{ product: dal, qty: 2 }]),
  settings: StoreSettings = storeSettings(),
  before?: PageOptions['before'],
) =>
  renderPage({
    path: '/checkout',
    route: '/checkout',
    element: <CheckoutScreen />,
    user: customer,
    seed: { products: [dal], carts: [cart], settings },
    before,
  });

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
    expect(await screen.findByRole('heading', { name: standIn('/orders') })).toBeTruthy();
    expect(await screen.findByText('Order placed successfully')).toBeTruthy();
    const orders = [...app.world.db.state.orders.values()];
    expect(orders).toHaveLength(1);
    expect(app.locationState()).toEqual({ placedOrderId: orders[0]!.id });
    expect(app.world.product(dal)?.available).toBe(3);
  });

  it('offline, Place Order places nothing and says so above the offline screen; back online the order goes through', async () => {
    const app = await renderCheckout();
    const button = await placeOrder();
    act(() => app.world.goOffline());
    fireEvent.click(button);
    const offline = 'You are currently offline. Please connect to the internet to place your order.';
    expect(await screen.findByText(offline)).toBeTruthy();
    expect(app.world.db.state.orders.size).toBe(0);
    expect(app.world.product(dal)?.available).toBe(5);
    act(() => connectivityOf(app.world.container).setOnline(true));
    await waitFor(() => expect(screen.queryByText(offline)).toBeNull());
    fireEvent.click(button);
    expect(await screen.findByText('Order placed successfully')).toBeTruthy();
    expect(app.world.db.state.orders.size).toBe(1);
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

  describe('with the store settings', () => {
    const dalTwice = () => cartWith(customer.uid, [{ product: dal, qty: 2 }]);

    it('adds the delivery fee to the total and to Place Order, and the order keeps it', async () => {
      const app = await renderCheckout(dalTwice(), storeSettings(MONEY_RULES));
      const summary = await screen.findByRole('region', { name: 'Order summary (2 items)' });
      await waitFor(() => expect(within(summary).getByText('Delivery fee').nextElementSibling?.textContent).toBe('₹20'));
      expect(within(summary).getByText('Items total').nextElementSibling?.textContent).toBe('₹240');
      expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('₹260');
      expect(screen.getByText('Add ₹60 more for free delivery')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Place Order · ₹260' }));
      expect(await screen.findByRole('heading', { name: standIn('/orders') })).toBeTruthy();
      expect([...app.world.db.state.orders.values()][0]).toMatchObject({ subtotal: 24000, deliveryFee: 2000, total: 26000 });
    });

    it('holds Place Order back below the minimum and says how much is missing', async () => {
      const app = await renderCheckout(dalTwice(), storeSettings({ ...MONEY_RULES, minimumOrder: 30000 }));
      const button = await screen.findByRole('button', { name: 'Place Order · ₹260' });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
      const note = screen.getByText('Minimum order ₹300: add ₹60 more');
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.contains(note)).toBe(true);
      fireEvent.click(button);
      expect(app.world.db.state.orders.size).toBe(0);
    });

    it("shows the owner's closure message and holds Place Order back", async () => {
      const app = await renderCheckout(
        dalTwice(),
        storeSettings({ closure: { date: TODAY, message: 'Closed for Diwali, open tomorrow' } }),
      );
      expect(await screen.findByText('The shop is closed today: Closed for Diwali, open tomorrow')).toBeTruthy();
      const button = screen.getByRole('button', { name: /Place Order/ }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(button);
      expect(app.world.db.state.orders.size).toBe(0);
    });

    it('tells the customer when deliveries start outside the hours, and still takes the order', async () => {
      // 23:00 in India on Wednesday.
      await renderCheckout(dalTwice(), storeSettings(), (world) => clockOf(world.container).set(Date.UTC(2025, 0, 15, 17, 30)));
      expect(await screen.findByText('We are closed now. Your order will be delivered from Thursday, 7:00 am.')).toBeTruthy();
      expect(((await placeOrder()) as HTMLButtonElement).disabled).toBe(false);
    });

    it("shows the store's refusal from placing the order: too many orders on the way", async () => {
      const open = [1, 2, 3].map((n) => orderFactory.build({ id: `order_${n}`, userId: customer.uid }));
      const app = await renderCheckout(dalTwice(), storeSettings(), (world) => world.db.seed({ orders: open }));
      fireEvent.click(await placeOrder());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        'You already have 3 orders on the way. Please wait for one to be delivered, or cancel one, before ordering again.',
      );
      expect(app.world.db.state.orders.size).toBe(3);
    });

    it('reads a below-minimum refusal in rupees', async () => {
      await renderPage({ element: <CheckoutError error={{ code: 'store.belowMinimum', params: { missing: 7550, minimum: 20000 } }} /> });
      expect((await screen.findByRole('alert')).textContent).toContain('The minimum order is ₹200. Add ₹75.50 more to place your order.');
    });
  });
});
