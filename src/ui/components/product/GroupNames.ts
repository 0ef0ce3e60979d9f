import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, runInAction } from 'mobx';
import { ListGroups } from '../../../application/catalog/ListGroups';
import type { Group } from '../../../domain/catalog/Product';

/**
 * The product groups the top bar and the breadcrumb name, read once for the whole visit (one
 * instance in the container): every product page would otherwise read the group list again.
 * An id the list does not know sends one more read, so a group the owner adds later is found.
 */
@injectable()
export class GroupNames {
  private readonly groups = observable.map<string, Group>([], { deep: false });
  /** Ids already looked up, or being looked up. */
  private readonly asked = new Set<string>();

  constructor(@inject(ListGroups) private readonly listGroups: ListGroups) {
    makeObservable(this, { lookUp: actionBound });
  }

  /** The group with this id once it has been read; null before, or when there is none. */
  group(id: string): Group | null {
    return this.groups.get(id) ?? null;
  }

  async lookUp(id: string): Promise<void> {
    if (this.groups.has(id) || this.asked.has(id)) return;
    this.asked.add(id);
    try {
      const list = await this.listGroups.execute();
      runInAction(() => list.forEach((group) => this.groups.set(group.id, group)));
    } catch {
      // Without the list the id itself is shown (underscores as spaces); the next page asks again.
      this.asked.delete(id);
    }
  }
}
