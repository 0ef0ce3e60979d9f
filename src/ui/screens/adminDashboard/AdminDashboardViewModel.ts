import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { faultCode } from '../../../application/shared/faultCode';
import { ListAllProducts } from '../../../application/catalog/ListAllProducts';
import { ListAllOrderHistory } from '../../../application/orders/ListAllOrderHistory';
import { ObserveAllOrders } from '../../../application/orders/ObserveAllOrders';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import type { Product } from '../../../domain/catalog/Product';
import { daySummary, type DaySummary } from '../../../domain/order/daySummary';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { stockAlerts, type StockAlerts } from './stockAlerts';
import { newestFirst } from '../../../domain/shared/newestFirst';

/** How many of the latest orders the dashboard lists. */
export const RECENT_ORDERS = 6;

/**
 * /admin-dashboard: today's orders and revenue, orders by status, stock running low or out,
 * and the latest orders. Active orders are live; finished ones are re-read whenever an order
 * leaves the active list (delivered or cancelled), so the day's figures follow at once.
 */
@injectable('Transient')
export class AdminDashboardViewModel implements ViewModel {
  active: Order[] | null = null;
  finished: Order[] | null = null;
  products: Product[] | null = null;
  ordersError: ErrorCode | null = null;
  historyError: ErrorCode | null = null;
  productsError: ErrorCode | null = null;

  /** Every active order, for whoever is signed in; a different person starts afresh. */
  private readonly live: SignedInSubscription;
  private historyRun = 0;

  constructor(
    @inject(ObserveAllOrders) private readonly observeAll: ObserveAllOrders,
    @inject(ListAllOrderHistory) private readonly listHistory: ListAllOrderHistory,
    @inject(ListAllProducts) private readonly listProducts: ListAllProducts,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.live = new SignedInSubscription(currentUser, () => this.open());
    makeObservable<this, 'receive'>(this, {
      active: observable,
      finished: observable,
      products: observable,
      ordersError: observable,
      historyError: observable,
      productsError: observable,
      today: computed,
      revenueToday: computed,
      pendingCount: computed,
      acceptedCount: computed,
      stock: computed,
      recent: computed,
      mount: actionBound,
      dispose: actionBound,
      loadProducts: actionBound,
      loadHistory: actionBound,
      receive: actionBound,
    });
  }

  mount(): void {
    this.live.start();
  }

  dispose(): void {
    this.live.stop();
  }

  /** Today's figures over active and finished orders (India time). */
  get today(): DaySummary | null {
    if (this.active === null || this.finished === null) return null;
    return daySummary([...this.active, ...this.finished], this.clock.now());
  }

  /** Revenue today: cash collected on the orders delivered today. */
  get revenueToday(): number | null {
    return this.today?.cashCollected ?? null;
  }

  get pendingCount(): number {
    return (this.active ?? []).filter((o) => o.status === 'pending').length;
  }

  get acceptedCount(): number {
    return (this.active ?? []).filter((o) => o.status === 'accepted').length;
  }

  get stock(): StockAlerts | null {
    return this.products ? stockAlerts(this.products) : null;
  }

  /** The latest orders, active or finished. */
  get recent(): Order[] {
    return newestFirst([...(this.active ?? []), ...(this.finished ?? [])]).slice(0, RECENT_ORDERS);
  }

  async loadProducts(): Promise<void> {
    try {
      const products = await this.listProducts.execute();
      runInAction(() => {
        this.products = products;
        this.productsError = null;
      });
    } catch (error) {
      runInAction(() => (this.productsError = faultCode(error)));
    }
  }

  async loadHistory(): Promise<void> {
    const run = ++this.historyRun;
    try {
      const result = await this.listHistory.execute();
      if (run !== this.historyRun) return;
      runInAction(() => {
        if (result.ok) {
          this.finished = result.value;
          this.historyError = null;
        } else {
          this.historyError = result.error.code;
          this.finished = [];
        }
      });
    } catch (error) {
      if (run === this.historyRun) runInAction(() => (this.historyError = faultCode(error)));
    }
  }

  private open(): (() => void) | null {
    this.historyRun += 1;
    const started = this.observeAll.execute(this.receive);
    if (started.ok) {
      this.ordersError = null;
      const stop = started.value;
      return () => {
        stop();
        // A history still being read belongs to the list just stopped.
        this.historyRun += 1;
      };
    }
    this.ordersError = started.error.code;
    this.active = [];
    void this.loadProducts();
    return null;
  }

  private receive(orders: Order[]): void {
    const before = new Set((this.active ?? []).map((o) => o.id));
    const left = this.active === null || [...before].some((id) => !orders.some((o) => o.id === id));
    this.active = orders;
    // Stock changes with every checkout and cancellation too.
    void this.loadProducts();
    if (left) void this.loadHistory();
  }
}
