import { Factory } from 'fishery';
import type { Product } from '../../src/domain/catalog/Product';
import { variantFactory } from './variantFactory';

const CREATED = Date.UTC(2025, 0, 1);

/** A counted product without sizes, 20 in stock, ₹50 against an MRP of ₹60. */
export const productFactory = Factory.define<Product>(({ sequence }) => ({
  group: 'grocery',
  subgroup: 'flour',
  id: `product-${sequence}`,
  name: `Chakki Atta ${sequence}`,
  about: 'Stone-ground whole wheat flour.',
  imageData: [`https://img.example/product-${sequence}.jpg`],
  weight: '1kg',
  price: 5000,
  mrp: 6000,
  available: 20,
  availableUnit: 'gram',
  loose_item: false,
  createdAt: CREATED + sequence,
  updatedAt: CREATED + sequence,
  variants: {},
}));

/** A product sold in two sizes, each with its own stock. */
export const sizedProductFactory = productFactory.params({
  weight: '1kg',
  variants: {
    '1kg': variantFactory.build({ price: 4500, mrp: 5000, available: 10, unit: 'kg' }),
    '5kg': variantFactory.build({ price: 21000, mrp: 24000, available: 4, unit: 'kg' }),
  },
});

/** Loose goods weighed out of one sack: stock in kg, sold in 500g and 1kg packs. */
export const looseProductFactory = productFactory.params({
  subgroup: 'cattle-feed',
  name: 'Sarson Khal',
  weight: '1kg',
  loose_item: true,
  available: 10,
  availableUnit: 'kg',
  variants: {
    '500g': variantFactory.build({ price: 2000, mrp: 2200, available: 0, unit: 'g' }),
    '1kg': variantFactory.build({ price: 3800, mrp: 4200, available: 0, unit: 'kg' }),
  },
});
