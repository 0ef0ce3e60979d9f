import { checkoutCart } from '../../support/checkoutCart';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { AddToCart } from '../../../src/application/cart/AddToCart';
import { UpdateCartQuantity } from '../../../src/application/cart/UpdateCartQuantity';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { validateQuantity } from '../../../src/domain/cart/quantity';
import { parseQuantity } from '../../../src/ui/screens/cart/parseQuantity';
import { cartWith } from '../../factories/cartFactory';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { actAs } from '../../support/actAs';
import { createTestContainer } from '../../support/createTestContainer';
import { memoryOf, seedCommerce } from '../../support/seedCommerce';
import { HOSTILE_TEXTS } from '../support/hostileText';
import { messageText } from '../support/messageText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: cart quantities and checkout phone');

const customer = userFactory.build({ uid: 'cust1' });
// Plenty in stock, so 1000 is limited by the cart rule, not by stock.
const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 5000 });
const CART = cartWith(customer.uid, [{ product: atta, qty: 2 }]);

/** Numbers that reach the use cases; SPEC: more than 0 and at most 1000 (whole packets). */
const REFUSED_NUMBERS: [string, number][] = [
  ['1001', 1001],
  ['1.5', 1.5],
  ['NaN', Number.NaN],
  ['Infinity', Infinity],
  ['0.0001', 0.0001],
  ['2^53', 2 ** 53],
];

describe('cart quantities with hostile input', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta], carts: [CART] });
  });
  const cart = () => container.get(CartRepositoryToken).get(customer.uid);

  it("the message is SPEC's", () => {
    expect(messageText('cart.invalidQuantity')).toBe('Please enter a valid quantity (1-1000)');
  });

  it.each([...REFUSED_NUMBERS, ['0', 0], ['-1', -1]] as [string, number][])(
    'Add to Cart with %s is refused and the cart is unchanged',
    async (_label, qty) => {
      const result = await actAs(container, customer).get(AddToCart).execute({ product: atta, variant: '1kg', qty });
      const after = await cart();
      recorder.hostile(result.ok || JSON.stringify(after) !== JSON.stringify(CART));
      expect(result).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
      expect(after).toEqual(CART);
    },
  );

  it.each(REFUSED_NUMBERS)('setting the quantity to %s is refused and the line keeps 2', async (_label, qty) => {
    const result = await actAs(container, customer).get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty });
    const after = await cart();
    recorder.hostile(result.ok || after.items.atta_1kg?.qty !== 2);
    expect(result).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(after).toEqual(CART);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
  ])('setting the quantity to %s takes the line out, as SPEC says for 0 or less', async (_label, qty) => {
    const result = await actAs(container, customer).get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty });
    expect(result).toEqual({ ok: true, value: { qty: 0, removed: true } });
    expect((await cart()).items).toEqual({});
  });

  it('1e3 is the number 1000: valid, and stored as 1000', async () => {
    expect(validateQuantity(1e3)).toEqual({ ok: true, value: 1000 });
    const result = await actAs(container, customer).get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: 1e3 });
    const after = await cart();
    recorder.hostile(after.items.atta_1kg?.qty !== 1000);
    expect(result).toEqual({ ok: true, value: { qty: 1000, removed: false } });
    expect(after.items.atta_1kg?.qty).toBe(1000);
  });

  /** What is typed into the cart's quantity box, through the UI's parser and then the use case. */
  const typeQuantity = async (text: string) => {
    const parsed = parseQuantity(text);
    if (!parsed.ok) return parsed;
    return actAs(container, customer).get(UpdateCartQuantity).execute({ key: 'atta_1kg', qty: parsed.value });
  };

  it.each([
    ['  7 ', 7],
    ['7', 7],
    ['\t1000\n', 1000],
    ['७', 7],
    ['१२', 12],
  ])('typing %j stores %i', async (text, qty) => {
    const result = await typeQuantity(text);
    const after = await cart();
    recorder.hostile(after.items.atta_1kg?.qty !== qty);
    expect(result.ok).toBe(true);
    expect(after.items.atta_1kg?.qty).toBe(qty);
  });

  const REFUSED_TEXT: [string, string][] = [
    ['0', '0'],
    ['-1', '-1'],
    ['1001', '1001'],
    ['1.5', '1.5'],
    // Typed text must be plain digits; the number 1e3 above is fine, the letters 'e' are not.
    ['1e3', '1e3'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['0x10', '0x10'],
    ['+5', '+5'],
    ['5 5', '5 5'],
    ['7a', '7a'],
    ['10,000 digits', '9'.repeat(10000)],
    ...HOSTILE_TEXTS,
  ];
  it.each(REFUSED_TEXT)('typing %s is refused with the message and the line keeps 2', async (_label, text) => {
    const result = await typeQuantity(text);
    const after = await cart();
    recorder.hostile(result.ok || after.items.atta_1kg?.qty !== 2);
    expect(result).toEqual({ ok: false, error: { code: 'cart.invalidQuantity' } });
    expect(after).toEqual(CART);
  });
});

describe('checkout phone number with hostile input', () => {
  let container: Container;
  beforeEach(() => {
    container = createTestContainer();
    seedCommerce(container, { products: [atta], carts: [CART] });
  });

  it.each([
    ['too short', '98765'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['a landline', '0121 2345678'],
    ['letters', 'nine eight seven'],
    ...HOSTILE_TEXTS,
  ])('%s is refused: no order, no stock taken, cart kept', async (_label, phoneNumber) => {
    const before = structuredClone(memoryOf(container).state);
    const result = await checkoutCart(container, customer, { phoneNumber });
    const after = memoryOf(container).state;
    const changed =
      JSON.stringify([...after.products.values(), ...after.carts.values(), ...after.orders.values()]) !==
      JSON.stringify([...before.products.values(), ...before.carts.values(), ...before.orders.values()]);
    recorder.hostile(result.ok || changed);
    expect(result).toEqual({ ok: false, error: { code: 'checkout.invalidPhone' } });
    expect(changed).toBe(false);
  });
});
