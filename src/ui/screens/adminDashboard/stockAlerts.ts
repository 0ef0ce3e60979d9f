import type { Product } from '../../../domain/catalog/Product';
import { sellableLabels } from '../../../domain/catalog/sellableVariant';
import { availableToSell } from '../../../domain/catalog/stock';
import { compareNames } from '../../../domain/shared/compareNames';

/** A size with this many or fewer left (and more than none) needs restocking soon. */
export const LOW_STOCK_LIMIT = 5;

export interface SizeStock {
  label: string;
  left: number;
}

export interface StockAlert {
  product: Product;
  /** The sizes that are low (for low stock) or every size (for out of stock). */
  sizes: SizeStock[];
}

export interface StockAlerts {
  low: StockAlert[];
  out: StockAlert[];
}

/** What a customer could buy of each size now: packs for loose goods, pieces otherwise. */
function sizesOf(product: Product): SizeStock[] {
  return sellableLabels(product).map((label) => {
    const left = availableToSell(product, label);
    return { label, left: left.ok ? left.value : 0 };
  });
}

/**
 * Products nobody can buy any more (every size at 0), and products with a size running low
 * (1 to LOW_STOCK_LIMIT left), each by name.
 */
export function stockAlerts(products: readonly Product[]): StockAlerts {
  const low: StockAlert[] = [];
  const out: StockAlert[] = [];
  for (const product of products) {
    const sizes = sizesOf(product);
    if (sizes.every((s) => s.left <= 0)) {
      out.push({ product, sizes });
      continue;
    }
    const running = sizes.filter((s) => s.left > 0 && s.left <= LOW_STOCK_LIMIT);
    if (running.length > 0) low.push({ product, sizes: running });
  }
  const byName = (a: StockAlert, b: StockAlert) => compareNames(a.product.name, b.product.name);
  return { low: low.sort(byName), out: out.sort(byName) };
}
