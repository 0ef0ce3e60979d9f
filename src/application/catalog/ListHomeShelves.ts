import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

export interface HomeShelves {
  offers: Product[];
  newArrivals: Product[];
}

/**
 * The home page's two rows, read on their own (domain/catalog/homeShelves): two short reads that stay
 * the same size however large the catalogue grows, instead of the whole catalogue on a phone's data.
 */
@injectable()
export class ListHomeShelves {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  async execute(size: number): Promise<HomeShelves> {
    const [offers, newArrivals] = await Promise.all([this.products.listOffers(size), this.products.listNewArrivals(size)]);
    return { offers, newArrivals };
  }
}
