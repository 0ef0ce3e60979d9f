import { inject, injectable } from 'inversify';
import type { Group, Subgroup } from '../../domain/catalog/Product';
import { KeptReadsToken, type KeptReads } from '../ports/KeptReads';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { keptThenFresh } from './keptThenFresh';
import { ListGroups } from './ListGroups';

/** What the home page browses by: the groups and every group's subgroups. */
export interface Browsing {
  groups: Group[];
  subgroups: Subgroup[];
}

/**
 * The groups and their subgroups, for the home page's browser: two reads side by side, where one
 * read of each group's subgroups after the groups took a round trip more and a request per group.
 */
@injectable()
export class ListGroupsWithSubgroups {
  constructor(
    @inject(ListGroups) private readonly listGroups: ListGroups,
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(KeptReadsToken) private readonly kept: KeptReads,
  ) {}

  /** The groups and subgroups; `onKept` first gets those kept from the last read, when there are any. */
  execute(onKept?: (browsing: Browsing) => void): Promise<Browsing> {
    return keptThenFresh(this.kept, 'browsing', () => this.read(), onKept);
  }

  private async read(): Promise<Browsing> {
    const [groups, subgroups] = await Promise.all([this.listGroups.execute(), this.products.listAllSubgroups()]);
    // A group without subgroup entries of its own (a store whose data came from the old app) is asked
    // on its own, which names its subgroups after its products.
    const bare = groups.filter((group) => !subgroups.some((s) => s.group === group.id));
    const named = (await Promise.all(bare.map((group) => this.products.listSubgroups(group.id)))).flat();
    return { groups, subgroups: [...subgroups, ...named] };
  }
}
