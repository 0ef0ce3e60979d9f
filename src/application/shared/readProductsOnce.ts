import type { Product, ProductRef } from '../../domain/catalog/Product';
import { productKey } from '../../domain/order/inventory';
import type { Transaction } from '../ports/UnitOfWork';

/** A product as read in the unit: null when it is gone, undefined when it was not among the refs read. */
export type ProductLookup = (ref: ProductRef) => Product | null | undefined;

/**
 * Reads, inside one unit of work, each product the refs name, once and in order (an order or a cart
 * can hold several sizes of one product), and answers the lookup that the stock rules take
 * (verifyInventory at checkout, restockWrites on cancel), so every line of one product is decided
 * on the same read. Shared by PlaceOrder and CancelOrder.
 */
export async function readProductsOnce(tx: Transaction, refs: Iterable<ProductRef>): Promise<ProductLookup> {
  const products = new Map<string, Product | null>();
  for (const ref of refs) {
    if (!products.has(productKey(ref))) products.set(productKey(ref), await tx.getProduct(ref));
  }
  return (ref) => products.get(productKey(ref));
}
