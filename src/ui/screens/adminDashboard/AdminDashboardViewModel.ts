import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { faultCode } from '../../../application/shared/faultCode';
import { ListAllProducts } from '../../../application/catalog/ListAllProducts';
import { ListLatestOrderHistory } from '../../../application/orders/ListLatestOrderHistory';
import { ObserveAllOrders } from '../../../application/orders/ObserveAllOrders';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { GetSalesReport } from '../../../application/reports/GetSalesReport';
import type { Product } from '../../../domain/catalog/Product';
import type { DaySummary } from '../../../domain/order/daySummary';
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
 * and the latest orders. Active orders are live; today's figures come from the store's books (one
 * day summary, however busy the day), read again with the stock when an order is placed or leaves
 * the active list, and the latest finished orders when one leaves it (delivered or cancelled).
 */
@injectable('Transient')
export class AdminDashboardViewModel implements ViewModel {
  active: Order[] | null = null;
  /** Today's figures from the books (GetSalesReport), null until read. */
  today: DaySummary | null = null;
  /** The latest finished orders, null until read. */
  finished: Order[] | null = null;
  products: Product[] | null = null;
  ordersError: ErrorCode | null = null;
  todayError: ErrorCode | null = null;
  historyError: ErrorCode | null = null;
  productsError: ErrorCode | null = null;

  /** Every active order, for whoever is signed in; a different person starts afresh. */
  private readonly live: SignedInSubscription;
  private historyRun = 0;
  private todayRun = 0;

  constructor(
    @inject(ObserveAllOrders) private readonly observeAll: ObserveAllOrders,
    @inject(ListLatestOrderHistory) private readonly listHistory: ListLatestOrderHistory,
    @inject(GetSalesReport) private readonly salesReport: GetSalesReport,
    @inject(ListAllProducts) private readonly listProducts: ListAllProducts,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.live = new SignedInSubscription(currentUser, () => this.open());
    makeObservable<this, 'receive'>(this, {
      active: observable,
      today: observable,
      finished: observable,
      products: observable,
      ordersError: observable,
      todayError: observable,
      historyError: observable,
      productsError: observable,
      revenueToday: computed,
      pendingCount: computed,
      acceptedCount: computed,
      stock: computed,
      recent: computed,
      mount: actionBound,
      dispose: actionBound,
      loadProducts: actionBound,
      loadHistory: actionBound,
      loadToday: actionBound,
      receive: actionBound,
    });
  }

  mount(): void {
    this.live.start();
  }

  dispose(): void {
    this.live.stop();
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
      const result = await this.listHistory.execute(RECENT_ORDERS);
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

  /** Today (India time) from the day's summary in the books, which every order change keeps. */
  async loadToday(): Promise<void> {
    const run = ++this.todayRun;
    const result = await this.salesReport.execute({ range: 'today' });
    if (run !== this.todayRun) return;
    runInAction(() => {
      if (result.ok) {
        const { placed, delivered, cancelled, revenue } = result.value;
        this.today = { placed, delivered, cancelled, cashCollected: revenue };
        this.todayError = null;
      } else {
        this.todayError = result.error.code;
      }
    });
  }

  private open(): (() => void) | null {
    this.historyRun += 1;
    this.todayRun += 1;
    const started = this.observeAll.execute(this.receive);
    if (started.ok) {
      this.ordersError = null;
      const stop = started.value;
      return () => {
        stop();
        // A history or a day still being read belongs to the list just stopped.
        this.historyRun += 1;
        this.todayRun += 1;
      };
    }
    this.ordersError = started.error.code;
    this.active = [];
    void this.loadProducts();
    return null;
  }

  private receive(orders: Order[]): void {
    const first = this.active === null;
    const before = new Set((this.active ?? []).map((o) => o.id));
    const now = new Set(orders.map((o) => o.id));
    const left = [...before].some((id) => !now.has(id));
    const placed = [...now].some((id) => !before.has(id));
    this.active = orders;
    // Stock and the day's books move when an order is placed (its stock taken) or leaves the list
    // (delivered, or cancelled and its stock given back); accepting or assigning one moves neither,
    // so it reads nothing again (the catalogue is a read per product).
    if (first || placed || left) {
      void this.loadProducts();
      void this.loadToday();
    }
    if (first || left) void this.loadHistory();
  }
}
