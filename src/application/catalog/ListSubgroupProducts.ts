import { inject, injectable } from 'inversify';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductPage, type ProductRepository } from '../ports/ProductRepository';
import { keptThenFresh } from './keptThenFresh';

/** One page of a subgroup's products by name; pass the previous page's nextCursor for the next one. */
@injectable()
export class ListSubgroupProducts {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  /** A page; for the first page (no cursor), `onKept` first gets the one kept from the last read, when there is one. */
  execute(
    group: string,
    subgroup: string,
    limit: number,
    cursor?: string | null,
    onKept?: (page: ProductPage) => void,
  ): Promise<ProductPage> {
    const read = () => this.products.listProducts(group, subgroup, limit, cursor);
    // Only the first page is kept: the one a returning shopper sees first.
    return cursor ? read() : keptThenFresh(this.kept, `products:${group}/${subgroup}:${limit}`, read, onKept);
  }
}
