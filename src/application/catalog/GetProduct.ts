import { inject, injectable } from 'inversify';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** The product at group/subgroup/id, or null (the 'Product Not Found' screen). */
@injectable()
export class GetProduct {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(ref: ProductRef): Promise<Product | null> {
    return this.products.get(ref);
  }
}
