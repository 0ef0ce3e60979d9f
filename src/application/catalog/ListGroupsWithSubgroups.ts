import { inject, injectable } from 'inversify';
import type { Group, Subgroup } from '../../domain/catalog/Product';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { ListGroups } from './ListGroups';

/**
 * The groups and their subgroups, for the home page's browser: two reads side by side, where one
 * read of each group's subgroups after the groups took a round trip more and a request per group.
 */
@injectable()
export class ListGroupsWithSubgroups {
  constructor(
    @inject(ListGroups) private readonly listGroups: ListGroups,
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
  ) {}

  async execute(): Promise<{ groups: Group[]; subgroups: Subgroup[] }> {
    const [groups, subgroups] = await Promise.all([this.listGroups.execute(), this.products.listAllSubgroups()]);
    // A group without subgroup entries of its own (a store whose data came from the old app) is asked
    // on its own, which names its subgroups after its products.
    const bare = groups.filter((group) => !subgroups.some((s) => s.group === group.id));
    const named = (await Promise.all(bare.map((group) => this.products.listSubgroups(group.id)))).flat();
    return { groups, subgroups: [...subgroups, ...named] };
  }
}
