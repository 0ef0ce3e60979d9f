import { inject, injectable } from 'inversify';
import type { HomeShelves } from '../../domain/catalog/homeShelves';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/**
 * The home page's two rows, read on their own (domain/catalog/homeShelves): reads that stay the same
 * size however large the catalogue grows, instead of the whole catalogue on a phone's data.
 */
@injectable()
export class ListHomeShelves {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(size: number): Promise<HomeShelves> {
    return this.products.listHomeShelves(size);
  }
}
