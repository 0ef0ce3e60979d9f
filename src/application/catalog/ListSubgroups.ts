import { inject, injectable } from 'inversify';
import type { Subgroup } from '../../domain/catalog/Product';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { keptThenFresh } from './keptThenFresh';

/** A group's subgroups, by name. */
@injectable()
export class ListSubgroups {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  /** The subgroups; `onKept` first gets those kept from the last read, when there are any. */
  execute(group: string, onKept?: (subgroups: Subgroup[]) => void): Promise<Subgroup[]> {
    return keptThenFresh(this.kept, `subgroups:${group}`, () => this.products.listSubgroups(group), onKept);
  }
}
