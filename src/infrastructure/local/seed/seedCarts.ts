import type { Cart, CartLine } from '../../../domain/cart/CartLine';
import type { Product } from '../../../domain/catalog/Product';
import { packOf } from './packOf';
import type { SeedAccount } from './SeedData';

function line(products: readonly Product[], id: string, variant: string | undefined, qty: number): [string, CartLine] {
  const pack = packOf(products, id, variant);
  const { product } = pack;
  return [
    `${product.id}_${pack.variant}`,
    {
      ref: { group: product.group, subgroup: product.subgroup, id: product.id },
      qty,
      weight: pack.variant,
      price: pack.price,
      mrp: pack.mrp,
      hasVariants: pack.hasVariants,
      loose_item: product.loose_item,
      variantUnit: pack.unit,
      name: product.name,
      ...(product.nameHi ? { nameHi: product.nameHi } : {}),
      ...(product.imageData[0] ? { image: product.imageData[0] } : {}),
    },
  ];
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
