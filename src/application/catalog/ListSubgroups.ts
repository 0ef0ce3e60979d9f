import { inject, injectable } from 'inversify';
import type { Subgroup } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

/** A group's subgroups, by name. */
@injectable()
export class ListSubgroups {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(group: string): Promise<Subgroup[]> {
    return this.products.listSubgroups(group);
  }
}
