import type { OrderLine } from '../order/orderLimits';
import type { Cart } from './CartLine';
import { lineQty } from './quantity';

/** What a checkout asks for from this cart: each line's product, size and quantity (a stored line without qty counts as 1). */
export const orderLinesFromCart = (cart: Cart): OrderLine[] =>
  Object.values(cart.items).map((line) => ({ ref: line.ref, variant: line.weight, qty: lineQty(line.qty), name: line.name }));
