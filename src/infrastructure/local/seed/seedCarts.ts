import { buildCartLine } from '../../../domain/cart/buildCartLine';
import type { Cart, CartLine } from '../../../domain/cart/CartLine';
import { cartLineKey } from '../../../domain/cart/cartLineKey';
import type { Product } from '../../../domain/catalog/Product';
import type { SeedAccount } from './SeedData';
import { seedProduct } from './seedProduct';
import { seedSize } from './seedSize';

function line(products: readonly Product[], id: string, variant: string, qty: number): [string, CartLine] {
  const product = seedProduct(products, id);
  return [cartLineKey(id, variant), buildCartLine(product, seedSize(product, variant), qty)];
}

/** An empty cart for every account, except a few lines waiting in the demo customer's cart. */
export function seedCarts(products: readonly Product[], accounts: readonly SeedAccount[]): Cart[] {
  return accounts.map(({ profile }) => ({
    userId: profile.uid,
    items:
      profile.uid === 'demo-customer'
        ? Object.fromEntries([
            line(products, 'sarson_khal', '10kg', 1),
            line(products, 'loose_chai_patti', '250g', 1),
            line(products, 'toned_milk', '1l', 2),
          ])
        : {},
  }));
}
