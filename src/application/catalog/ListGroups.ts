import { inject, injectable } from 'inversify';
import type { Group } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** The store's product groups, by name. */
@injectable()
export class ListGroups {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(): Promise<Group[]> {
    return this.products.listGroups();
  }
}
