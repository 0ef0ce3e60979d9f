import { inject, injectable } from 'inversify';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** Live product (null when it is gone), so the stock line and Add to Cart stay true. Returns unsubscribe. */
@injectable()
export class ObserveProduct {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(ref: ProductRef, listener: (product: Product | null) => void): () => void {
    return this.products.observe(ref, listener);
  }
}
