import { inject, injectable } from 'inversify';
import type { HomeShelves } from '../../domain/catalog/homeShelves';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { keptThenFresh } from './keptThenFresh';

/**
 * The home page's two rows, read on their own (domain/catalog/homeShelves): reads that stay the same
 * size however large the catalogue grows, instead of the whole catalogue on a phone's data.
 */
@injectable()
export class ListHomeShelves {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  /** The rows; `onKept` first gets the rows kept from the last read, when there are any. */
  execute(size: number, onKept?: (shelves: HomeShelves) => void): Promise<HomeShelves> {
    return keptThenFresh(this.kept, `homeShelves:${size}`, () => this.products.listHomeShelves(size), onKept);
  }
}
