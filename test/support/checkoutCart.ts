import type { Container } from 'inversify';
import { PlaceOrder, type PlaceOrderInput, type PlaceOrderResult } from '../../src/application/checkout/PlaceOrder';
import { CartRepositoryToken } from '../../src/application/ports/CartRepository';
import { orderLinesFromCart } from '../../src/domain/cart/orderLinesFromCart';
import type { UserProfile } from '../../src/domain/user/UserProfile';
import { actAs } from './actAs';

let keys = 0;

/**
 * `customer` checks out what is in their cart, as the checkout screen does: the cart's lines, the
 * selected delivery address, their phone number and a fresh checkout key, unless `input` says otherwise.
 */
export async function checkoutCart(
  container: Container,
  customer: UserProfile,
  input: Partial<PlaceOrderInput> = {},
): Promise<PlaceOrderResult> {
  const cart = await container.get(CartRepositoryToken).get(customer.uid);
  return actAs(container, customer)
    .get(PlaceOrder)
    .execute({
      lines: orderLinesFromCart(cart),
      addressId: customer.deliveryAddress?.id ?? '',
      phoneNumber: customer.phoneNumber ?? '9876543210',
      checkoutKey: `test-checkout-${(keys += 1)}`,
      ...input,
    });
}
