import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ObserveAssignedOrders } from '../../../application/orders/ObserveAssignedOrders';
import { ObservePendingOrders } from '../../../application/orders/ObservePendingOrders';
import { SummariseMyDeliveriesToday, type MyDeliveriesToday } from '../../../application/orders/SummariseMyDeliveriesToday';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { faultCode } from '../../../application/shared/faultCode';
import type { LatLng } from '../../../domain/address/Address';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { Result } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { DEFAULT_STORE_LOCATION } from '../../components/orders/orderFacts';
import { OrderRequests } from '../../components/orders/OrderRequests';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import { newestFirst } from '../../../domain/shared/newestFirst';

export type TodaySummary = MyDeliveriesToday;

/** After these the order is no longer open to me: take it off the list without waiting for the live update. */
const GONE_ERRORS: readonly string[] = ['orders.alreadyAccepted', 'orders.notFound', 'orders.notFoundOrProcessed', 'orders.invalidStatus'];

/**
 * /delivery-dashboard: the orders waiting for a delivery person, live and newest first, with
 * 'Accept'; and today's summary of my own deliveries (count and cash collected), refreshed
 * whenever my list of accepted orders changes (an order delivered or cancelled leaves it).
 */
@injectable('Transient')
export class DeliveryDashboardViewModel implements ViewModel {
  /** Null until the first list arrives. */
  private received: Order[] | null = null;
  loadError: ErrorCode | null = null;
  /** Orders with an Accept under way. */
  readonly accepting = new OrderRequests<'accept'>();
  /** Orders someone else took or that vanished, hidden until the live list drops them too. */
  private readonly gone = observable.set<string>();
  summary: TodaySummary | null = null;
  summaryError: ErrorCode | null = null;

  /** The waiting orders and my own, for whoever is signed in; a different person restarts both. */
  private readonly lists: SignedInSubscription;
  private summaryRun = 0;

  constructor(
    @inject(ObservePendingOrders) private readonly observePending: ObservePendingOrders,
    @inject(ObserveAssignedOrders) private readonly observeAssigned: ObserveAssignedOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(SummariseMyDeliveriesToday) private readonly summariseToday: SummariseMyDeliveriesToday,
    @inject(LiveStoreSettings) private readonly store: LiveStoreSettings,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.lists = new SignedInSubscription(currentUser, () => this.open());
    makeObservable<this, 'received' | 'receive'>(this, {
      received: observable,
      loadError: observable,
      summary: observable,
      summaryError: observable,
      storeLocation: computed,
      loading: computed,
      pending: computed,
      mount: actionBound,
      dispose: actionBound,
      accept: actionBound,
      refreshSummary: actionBound,
      receive: actionBound,
    });
  }

  mount(): void {
    this.store.start();
    this.lists.start();
  }

  dispose(): void {
    this.lists.stop();
    this.store.dispose();
  }

  /** Where deliveries start from (the store settings), for the distance on each card. */
  get storeLocation(): LatLng {
    return this.store.settings?.location ?? DEFAULT_STORE_LOCATION;
  }

  get loading(): boolean {
    return this.received === null && this.loadError === null;
  }

  /** Waiting orders, newest first. */
  get pending(): Order[] {
    return newestFirst((this.received ?? []).filter((o) => !this.gone.has(o.id)));
  }

  isAccepting(orderId: string): boolean {
    return this.accepting.has(orderId);
  }

  /** Takes the order; null when a tap for it is already under way. */
  async accept(orderId: string): Promise<Result<{ code: 'orders.accepted' }, ErrorCode> | null> {
    const result = await this.accepting.run(
      orderId,
      'accept',
      () => this.commands.acceptOrder({ orderId }),
      (sent) => {
        if (sent.ok || GONE_ERRORS.includes(sent.error.code)) this.gone.add(orderId);
      },
    );
    if (!result) return null;
    return result.ok ? { ok: true, value: { code: 'orders.accepted' } } : result;
  }

  /** Today's deliveries by me and the cash they brought in, read from my own finished orders only. */
  async refreshSummary(): Promise<void> {
    const run = ++this.summaryRun;
    try {
      const today = await this.summariseToday.execute();
      if (run !== this.summaryRun) return;
      runInAction(() => {
        if (!today.ok) {
          this.summaryError = today.error.code;
          return;
        }
        this.summary = today.value;
        this.summaryError = null;
      });
    } catch (error) {
      if (run === this.summaryRun) runInAction(() => (this.summaryError = faultCode(error)));
    }
  }

  private open(): (() => void) | null {
    this.summaryRun += 1;
    const pending = this.observePending.execute(this.receive);
    if (!pending.ok) {
      this.loadError = pending.error.code;
      this.received = [];
      return null;
    }
    this.loadError = null;
    const mine = this.observeAssigned.execute(() => void this.refreshSummary());
    if (!mine.ok) void this.refreshSummary();
    return () => {
      pending.value();
      if (mine.ok) mine.value();
      // A summary still being read belongs to the lists just stopped.
      this.summaryRun += 1;
    };
  }

  private receive(orders: Order[]): void {
    this.received = orders;
    // Ids the live list no longer has need no hiding any more.
    const live = new Set(orders.map((o) => o.id));
    for (const id of [...this.gone]) if (!live.has(id)) this.gone.delete(id);
  }
}
