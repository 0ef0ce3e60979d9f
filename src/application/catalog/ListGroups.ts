import { inject, injectable } from 'inversify';
import type { Group } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/**
 * The store's product groups, by name. Asked twice while one read is on its way (a category page
 * and its top bar open together), both get that read: in Firebase mode each read is one billed
 * document per group and a round trip before the page's first picture.
 */
@injectable()
export class ListGroups {
  private pending: Promise<Group[]> | null = null;

  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(): Promise<Group[]> {
    this.pending ??= this.products.listGroups().finally(() => (this.pending = null));
    return this.pending;
  }
}
