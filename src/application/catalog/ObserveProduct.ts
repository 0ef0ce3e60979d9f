import { inject, injectable } from 'inversify';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { sameValue } from '../../domain/shared/sameValue';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/**
 * Live product (null when it is gone), so the stock line and Add to Cart stay true. The product as
 * last seen on this device comes first, at once; the live values follow, each kept for next time,
 * and one equal to what the listener already has is not told again. Returns unsubscribe.
 */
@injectable()
export class ObserveProduct {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  execute(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    const key = `product:${ref.group}/${ref.subgroup}/${ref.id}`;
    // Only answers in the shape this code knows come back (KeptReads.get): the ones put below.
    let told = this.kept.get(key) as Product | undefined;
    if (told !== undefined) listener(told);
    return this.products.observe(ref, (product) => {
      this.kept.put(key, product);
      if (told !== undefined && sameValue(told, product)) return;
      told = product ?? undefined;
      listener(product);
    });
  }
}
