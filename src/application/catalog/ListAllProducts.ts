import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** Every product, for the admin's stock views and export. */
@injectable()
export class ListAllProducts {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(): Promise<Product[]> {
    return this.products.listAll();
  }
}
