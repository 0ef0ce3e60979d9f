import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalog/Product';
import { searchProducts } from '../../domain/catalog/searchProducts';
import { ClockToken, type Clock } from '../ports/Clock';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/**
 * Search-as-you-type reads the whole catalogue; keeping it for a few minutes means one read per
 * visit instead of one per keystroke on a patchy connection. Stock shown on the product page
 * stays live through ObserveProduct, so a slightly old list is harmless here.
 */
const CATALOGUE_TTL_MS = 5 * 60 * 1000;

/** Products matching a query in English, Hindi or Hinglish, best first. */
@injectable()
export class SearchProducts {
  private catalogue: { at: number; products: Product[] } | null = null;

  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(query: string, limit = 20): Promise<Product[]> {
    if (query.trim() === '') return [];
    return searchProducts(await this.allProducts(), query, limit);
  }

  private async allProducts(): Promise<Product[]> {
    const now = this.clock.now();
    if (!this.catalogue || now - this.catalogue.at > CATALOGUE_TTL_MS) {
      this.catalogue = { at: now, products: await this.products.listAll() };
    }
    return this.catalogue.products;
  }
}
