import { inject, injectable } from 'inversify';
import { ProductRepositoryToken, type ProductPage, type ProductRepository } from '../ports/ProductRepository';

/** One page of a subgroup's products by name; pass the previous page's nextCursor for the next one. */
@injectable()
export class ListSubgroupProducts {
  constructor(@inject(ProductRepositoryToken) private readonly products: ProductRepository) {}

  execute(group: string, subgroup: string, limit: number, cursor?: string | null): Promise<ProductPage> {
    return this.products.listProducts(group, subgroup, limit, cursor);
  }
}
