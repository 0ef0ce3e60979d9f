import { inject, injectable } from 'inversify';
import type { Group } from '../../domain/catalog/Product';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { keptThenFresh } from './keptThenFresh';

/**
 * The store's product groups, by name. Asked twice while one read is on its way (a category page
 * and its top bar open together), both get that read: in Firebase mode each read is one billed
 * document per group and a round trip before the page's first picture.
 */
@injectable()
export class ListGroups {
  private pending: Promise<Group[]> | null = null;

  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  /** The groups; `onKept` first gets those kept from the last read, when there are any. */
  execute(onKept?: (groups: Group[]) => void): Promise<Group[]> {
    return keptThenFresh(this.kept, 'groups', () => this.read(), onKept);
  }

  private read(): Promise<Group[]> {
    this.pending ??= this.products.listGroups().finally(() => (this.pending = null));
    return this.pending;
  }
}
