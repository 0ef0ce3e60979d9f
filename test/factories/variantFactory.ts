import { Factory } from 'fishery';
import type { Variant } from '../../src/domain/catalog/Product';

/** A size in stock, priced below MRP (₹45 against ₹50). */
export const variantFactory = Factory.define<Variant>(() => ({
  price: 4500,
  mrp: 5000,
  available: 10,
  unit: 'kg',
}));
