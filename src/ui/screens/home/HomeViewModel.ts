import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { faultCode, type CommonFaultCode } from '../../../application/shared/faultCode';
import { ListGroupsWithSubgroups, type Browsing } from '../../../application/catalog/ListGroupsWithSubgroups';
import { ListHomeShelves } from '../../../application/catalog/ListHomeShelves';
import { SearchProducts } from '../../../application/catalog/SearchProducts';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import type { HomeShelves } from '../../../domain/catalog/homeShelves';
import type { Group, Product, Subgroup } from '../../../domain/catalog/Product';
import { sameValue } from '../../../domain/shared/sameValue';
import { closureMessage } from '../../../domain/store/storeHours';
import type { ViewModel } from '../../app/useViewModel';
import { CartActions } from '../../components/product/CartActions';
import { bothKept } from '../../shared/bothKept';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';

/** Cards in each home row: enough to scroll through, few enough for a slow phone. */
export const ROW_SIZE = 10;
/** Typing pauses this long before the search runs, so each keystroke does not search. */
export const SEARCH_DELAY_MS = 300;

/**
 * / and /home: the groups and subgroups to browse, search in English, Hindi or Hinglish, and the
 * offers (biggest discount first) and new arrivals rows, each card with Add to Cart; and the
 * owner's note when the shop is closed for the day.
 */
@injectable('Transient')
export class HomeViewModel implements ViewModel {
  status: 'loading' | 'ready' = 'loading';
  /** A failed load: the screen throws it so the route shows the offline or connection screen. */
  fault: unknown = null;
  groups: Group[] = [];
  subgroups: Subgroup[] = [];
  /** In stock and below MRP, the biggest discount first. */
  offers: Product[] = [];
  /** In stock, newest first. */
  newArrivals: Product[] = [];
  query = '';
  /** Results of the last search; null when the box is empty. */
  results: Product[] | null = null;
  searching = false;
  searchError: CommonFaultCode | null = null;
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private searchRun = 0;
  private disposed = false;
  private loadStarted = false;

  constructor(
    @inject(ListGroupsWithSubgroups) private readonly listBrowsing: ListGroupsWithSubgroups,
    @inject(ListHomeShelves) private readonly listHomeShelves: ListHomeShelves,
    @inject(SearchProducts) private readonly searchProducts: SearchProducts,
    @inject(CartActions) readonly cart: CartActions,
    @inject(LiveStoreSettings) readonly store: LiveStoreSettings,
    @inject(ClockToken) private readonly clock: Clock,
  ) {
    makeObservable<this, 'cancelScheduledSearch' | 'show'>(this, {
      status: observable,
      fault: observableRef,
      groups: observableRef,
      subgroups: observableRef,
      offers: observableRef,
      newArrivals: observableRef,
      query: observable,
      results: observableRef,
      searching: observable,
      searchError: observable,
      closedToday: computed,
      mount: actionBound,
      dispose: actionBound,
      load: actionBound,
      show: actionBound,
      setQuery: actionBound,
      search: actionBound,
      cancelScheduledSearch: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
    this.store.start();
    this.cart.start();
    // React StrictMode mounts twice: one load is enough.
    if (!this.loadStarted) void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.cart.dispose();
    this.store.dispose();
    this.cancelScheduledSearch();
  }

  /**
   * Reads the groups and the rows. A returning shopper's phone draws the ones it kept at once (both
   * or neither), then the fresh ones. A failed read still goes to the route's offline or connection
   * screen (docs/SPEC.md 'Error catalogue'), kept rows or not.
   */
  async load(): Promise<void> {
    this.loadStarted = true;
    const [keptBrowsing, keptShelves] = bothKept<Browsing, HomeShelves>((browsing, shelves) => this.show(browsing, shelves));
    try {
      const [browsing, shelves] = await Promise.all([
        this.listBrowsing.execute(keptBrowsing),
        this.listHomeShelves.execute(ROW_SIZE, keptShelves),
      ]);
      this.show(browsing, shelves);
    } catch (error) {
      runInAction(() => {
        this.fault = error;
      });
    }
  }

  /** Shows the groups and rows; a part equal to what is shown is left alone, so the page is not drawn again. */
  private show({ groups, subgroups }: Browsing, { offers, newArrivals }: HomeShelves): void {
    if (!sameValue(this.groups, groups)) this.groups = groups;
    if (!sameValue(this.subgroups, subgroups)) this.subgroups = subgroups;
    if (!sameValue(this.offers, offers)) this.offers = offers;
    if (!sameValue(this.newArrivals, newArrivals)) this.newArrivals = newArrivals;
    this.status = 'ready';
  }

  /** The owner's note when the shop is closed today (checkout waits), else null. */
  get closedToday(): string | null {
    const settings = this.store.settings;
    return settings ? closureMessage(settings, this.clock.now()) : null;
  }

  subgroupsOf(groupId: string): Subgroup[] {
    return this.subgroups.filter((s) => s.group === groupId);
  }

  /** Typing in the search box: searches after a short pause; clearing it shows the home rows again. */
  setQuery(text: string): void {
    this.query = text;
    this.cancelScheduledSearch();
    if (text.trim() === '') {
      this.searchRun += 1;
      this.results = null;
      this.searching = false;
      this.searchError = null;
      return;
    }
    this.searchTimer = setTimeout(() => void this.search(), SEARCH_DELAY_MS);
  }

  /** Searches now (Enter, or after the pause). Only the latest search's answer is kept. */
  async search(): Promise<void> {
    this.cancelScheduledSearch();
    const query = this.query.trim();
    if (query === '') return;
    const run = ++this.searchRun;
    this.searching = true;
    this.searchError = null;
    try {
      const results = await this.searchProducts.execute(query, 40);
      runInAction(() => {
        if (run !== this.searchRun || this.disposed) return;
        this.results = results;
        this.searching = false;
      });
    } catch (error) {
      runInAction(() => {
        if (run !== this.searchRun) return;
        this.searching = false;
        this.searchError = faultCode(error);
      });
    }
  }

  private cancelScheduledSearch(): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = null;
  }
}
