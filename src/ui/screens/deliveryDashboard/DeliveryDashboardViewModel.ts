import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { ListAllOrderHistory } from '../../../application/orders/ListAllOrderHistory';
import { ObserveAssignedOrders } from '../../../application/orders/ObserveAssignedOrders';
import { ObservePendingOrders } from '../../../application/orders/ObservePendingOrders';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { faultCode } from '../../../application/shared/faultCode';
import { daySummary } from '../../../domain/order/daySummary';
import type { LatLng } from '../../../domain/address/Address';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { Paise } from '../../../domain/shared/Money';
import type { Result } from '../../../domain/shared/Result';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { ViewModel } from '../../app/useViewModel';
import { DEFAULT_STORE_LOCATION } from '../../components/orders/orderFacts';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { newestFirst } from '../../../domain/shared/newestFirst';

export interface TodaySummary {
  delivered: number;
  cashCollected: Paise;
}

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
  readonly accepting = observable.set<string>();
  /** Orders someone else took or that vanished, hidden until the live list drops them too. */
  private readonly gone = observable.set<string>();
  summary: TodaySummary | null = null;
  summaryError: ErrorCode | null = null;

  private actor: UserProfile | null = null;
  private followingUid: string | null = null;
  private stops: (() => void)[] = [];
  private summaryRun = 0;

  constructor(
    @inject(ObservePendingOrders) private readonly observePending: ObservePendingOrders,
    @inject(ObserveAssignedOrders) private readonly observeAssigned: ObserveAssignedOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(ListAllOrderHistory) private readonly listHistory: ListAllOrderHistory,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LiveStoreSettings) private readonly store: LiveStoreSettings,
  ) {
    makeAutoObservable<
      this,
      | 'actor'
      | 'followingUid'
      | 'stops'
      | 'summaryRun'
      | 'observePending'
      | 'observeAssigned'
      | 'commands'
      | 'listHistory'
      | 'clock'
      | 'store'
    >(
      this,
      {
        actor: false,
        followingUid: false,
        stops: false,
        summaryRun: false,
        observePending: false,
        observeAssigned: false,
        commands: false,
        listHistory: false,
        clock: false,
        store: false,
        accepting: false,
      },
      { autoBind: true },
    );
  }

  /** The signed-in person, from the session; a different person restarts both lists. */
  setActor(actor: UserProfile | null): void {
    this.actor = actor;
    const uid = actor?.uid ?? null;
    this.store.start();
    if (this.stops.length > 0 && uid === this.followingUid) return;
    this.unsubscribe();
    this.followingUid = uid;
    const pending = this.observePending.execute(actor, this.receive);
    if (!pending.ok) {
      this.loadError = pending.error.code;
      this.received = [];
      return;
    }
    this.loadError = null;
    this.stops.push(pending.value);
    const mine = this.observeAssigned.execute(actor, () => void this.refreshSummary());
    if (mine.ok) this.stops.push(mine.value);
    else void this.refreshSummary();
  }

  dispose(): void {
    this.unsubscribe();
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
    if (this.accepting.has(orderId)) return null;
    this.accepting.add(orderId);
    const result = await this.commands.acceptOrder({ orderId });
    runInAction(() => {
      this.accepting.delete(orderId);
      if (result.ok || GONE_ERRORS.includes(result.error.code)) this.gone.add(orderId);
    });
    return result.ok ? { ok: true, value: { code: 'orders.accepted' } } : result;
  }

  /** Today's deliveries by me and the cash they brought in, from the finished orders. */
  async refreshSummary(): Promise<void> {
    const run = ++this.summaryRun;
    const actor = this.actor;
    try {
      const history = await this.listHistory.execute(actor);
      if (run !== this.summaryRun) return;
      runInAction(() => {
        if (!history.ok) {
          this.summaryError = history.error.code;
          return;
        }
        const mine = history.value.filter((o) => !!actor && o.deliveryPersonId === actor.uid);
        const today = daySummary(mine, this.clock.now());
        this.summary = { delivered: today.delivered, cashCollected: today.cashCollected };
        this.summaryError = null;
      });
    } catch (error) {
      if (run === this.summaryRun) runInAction(() => (this.summaryError = faultCode(error)));
    }
  }

  private receive(orders: Order[]): void {
    this.received = orders;
    // Ids the live list no longer has need no hiding any more.
    const live = new Set(orders.map((o) => o.id));
    for (const id of [...this.gone]) if (!live.has(id)) this.gone.delete(id);
  }

  private unsubscribe(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
    this.followingUid = null;
    this.summaryRun += 1;
  }
}
