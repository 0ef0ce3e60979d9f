import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { faultCode, type CommonFaultCode } from '../../../application/shared/faultCode';
import { ListGroups } from '../../../application/catalog/ListGroups';
import { ListSubgroupProducts } from '../../../application/catalog/ListSubgroupProducts';
import type { ProductPage } from '../../../application/ports/ProductRepository';
import { ListSubgroups } from '../../../application/catalog/ListSubgroups';
import type { Group, Product, Subgroup } from '../../../domain/catalog/Product';
import type { ViewModel } from '../../app/useViewModel';
import { CartActions } from '../../components/product/CartActions';
import { bothKept } from '../../shared/bothKept';
import { defaultSize, type ProductSize } from '../../../domain/catalog/productSizes';
import { compareNames } from '../../../domain/shared/compareNames';
import { sameValue } from '../../../domain/shared/sameValue';

/** Products fetched at a time: two screens of cards on a phone, small enough for 2G. */
export const PAGE_SIZE = 12;

export const SORT_ORDERS = ['default', 'priceLow', 'priceHigh'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * /category/:category: the group's subgroups as chips, the chosen subgroup's products a page at a
 * time ('Load more'), in-stock first, by name or by price low to high or high to low.
 */
@injectable('Transient')
export class CategoryViewModel implements ViewModel {
  status: 'loading' | 'ready' | 'notFound' = 'loading';
  fault: unknown = null;
  groupId = '';
  group: Group | null = null;
  subgroups: Subgroup[] = [];
  subgroupId: string | null = null;
  products: Product[] = [];
  nextCursor: string | null = null;
  /** The first page of a subgroup is on its way (the grid shows skeletons). */
  loadingProducts = false;
  loadingMore = false;
  /** 'Load more' failed: shown under the grid with the button to try again. */
  moreError: CommonFaultCode | null = null;
  sort: SortOrder = 'default';
  /** Bumped on every new subgroup, so a late page of the previous one is dropped. */
  private run = 0;
  /** Bumped on every new group, so a late answer for the previous one is dropped. */
  private loads = 0;

  constructor(
    @inject(ListGroups) private readonly listGroups: ListGroups,
    @inject(ListSubgroups) private readonly listSubgroups: ListSubgroups,
    @inject(ListSubgroupProducts) private readonly listProducts: ListSubgroupProducts,
    @inject(CartActions) readonly cart: CartActions,
  ) {
    makeObservable<this, 'fetchPage' | 'open'>(this, {
      status: observable,
      fault: observableRef,
      groupId: observable,
      group: observableRef,
      subgroups: observableRef,
      subgroupId: observable,
      products: observableRef,
      nextCursor: observable,
      loadingProducts: observable,
      loadingMore: observable,
      moreError: observable,
      sort: observable,
      sortedProducts: computed,
      mount: actionBound,
      dispose: actionBound,
      load: actionBound,
      selectSubgroup: actionBound,
      loadMore: actionBound,
      setSort: actionBound,
      fetchPage: actionBound,
      open: actionBound,
    });
  }

  mount(): void {
    this.cart.start();
  }

  dispose(): void {
    this.cart.dispose();
  }

  /**
   * Opens a group (from the URL) on a subgroup, or on its first one. A returning shopper's phone
   * draws the group and first page it kept at once, then the fresh ones. A failed read still goes to
   * the route's offline or connection screen (docs/SPEC.md 'Error catalogue'), kept page or not.
   */
  async load(groupId: string, subgroupId: string | null): Promise<void> {
    if (groupId === this.groupId && this.status !== 'loading') {
      await this.selectSubgroup(subgroupId ?? this.subgroups[0]?.id ?? null);
      return;
    }
    const load = ++this.loads;
    this.run += 1;
    this.groupId = groupId;
    this.subgroupId = null;
    this.status = 'loading';
    const [keptGroups, keptSubgroups] = bothKept<Group[], Subgroup[]>((groups, subgroups) => {
      if (load === this.loads) void this.open(groups, subgroups, subgroupId);
    });
    try {
      const [groups, subgroups] = await Promise.all([
        this.listGroups.execute(keptGroups),
        this.listSubgroups.execute(groupId, keptSubgroups),
      ]);
      // The subgroup chosen meanwhile (from the kept copy, or a tap) stays chosen.
      if (load === this.loads) await this.open(groups, subgroups, this.subgroupId ?? subgroupId);
    } catch (error) {
      runInAction(() => {
        if (load === this.loads) this.fault = error;
      });
    }
  }

  /** Shows the group (or that there is none) and a subgroup's products; parts equal to what is shown are left alone. */
  private async open(groups: Group[], subgroups: Subgroup[], subgroupId: string | null): Promise<void> {
    const group = groups.find((g) => g.id === this.groupId) ?? null;
    const found = !!group || subgroups.length > 0;
    if (!sameValue(this.group, group)) this.group = group;
    if (!sameValue(this.subgroups, subgroups)) this.subgroups = subgroups;
    this.status = found ? 'ready' : 'notFound';
    if (found) await this.selectSubgroup(subgroupId);
  }

  /** Shows a subgroup's first page; an unknown id falls back to the first subgroup. */
  async selectSubgroup(id: string | null): Promise<void> {
    const chosen = this.subgroups.find((s) => s.id === id)?.id ?? this.subgroups[0]?.id ?? null;
    if (chosen === this.subgroupId && (this.products.length > 0 || this.loadingProducts)) return;
    const run = ++this.run;
    this.subgroupId = chosen;
    this.products = [];
    this.nextCursor = null;
    if (!chosen) return;
    this.loadingProducts = true;
    await this.fetchPage(run, chosen, null);
  }

  async loadMore(): Promise<void> {
    if (!this.subgroupId || !this.nextCursor || this.loadingMore) return;
    this.loadingMore = true;
    this.moreError = null;
    await this.fetchPage(this.run, this.subgroupId, this.nextCursor);
  }

  setSort(sort: SortOrder): void {
    this.sort = sort;
  }

  /** What is in stock first; within that, by the chosen order (name when 'default'). */
  get sortedProducts(): Product[] {
    // Each product's size is worked out once, not in every comparison of the sort.
    const rows = this.products.map((product) => ({ product, size: defaultSize(product) }));
    const order = (a: ProductSize, b: ProductSize): number => {
      if (this.sort === 'priceLow') return a.price - b.price;
      if (this.sort === 'priceHigh') return b.price - a.price;
      return 0;
    };
    // defaultSize is the first size in stock, so the product is in stock exactly when it is.
    const stocked = (size: ProductSize): number => Number(size.stock > 0);
    return rows
      .sort((a, b) => stocked(b.size) - stocked(a.size) || order(a.size, b.size) || compareNames(a.product.name, b.product.name))
      .map(({ product }) => product);
  }

  private async fetchPage(run: number, subgroupId: string, cursor: string | null): Promise<void> {
    const receive = (page: ProductPage, fresh: boolean): void => {
      if (run !== this.run) return;
      // A first page replaces what is shown (its kept copy, drawn first); a next page adds to it.
      const products = cursor ? [...this.products, ...page.products] : page.products;
      if (!sameValue(this.products, products)) this.products = products;
      // 'Load more' waits for the fresh first page, which would replace a next page added to the kept one.
      this.nextCursor = fresh ? page.nextCursor : null;
      this.loadingProducts = false;
    };
    try {
      const page = await this.listProducts.execute(this.groupId, subgroupId, PAGE_SIZE, cursor, (kept) => receive(kept, false));
      runInAction(() => {
        receive(page, true);
        if (run === this.run) this.loadingMore = false;
      });
    } catch (error) {
      runInAction(() => {
        if (run !== this.run) return;
        this.loadingProducts = false;
        this.loadingMore = false;
        // A failed first page leaves nothing to show; a failed next page keeps what is shown.
        if (cursor) this.moreError = faultCode(error);
        else this.fault = error;
      });
    }
  }
}
