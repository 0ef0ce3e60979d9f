import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ObserveAssignedOrders } from '../../../application/orders/ObserveAssignedOrders';
import { ObservePendingOrders } from '../../../application/orders/ObservePendingOrders';
import { SummariseMyDeliveriesToday, type MyDeliveriesToday } from '../../../application/orders/SummariseMyDeliveriesToday';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { faultCode } from '../../../application/shared/faultCode';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { ok, type Result } from '../../../domain/shared/Result';
import type { ViewModel } from '../../app/useViewModel';
import { LiveOrderList } from '../../components/orders/LiveOrderList';
import { OrderRequests } from '../../components/orders/OrderRequests';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';

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
  /** The waiting orders, live; my own accepted orders refresh the summary. A different person restarts both. */
  readonly list: LiveOrderList;
  /** Orders with an Accept under way. */
  readonly accepting = new OrderRequests<'accept'>();
  /** Orders someone else took or that vanished, hidden until the live list drops them too. */
  private readonly gone = observable.set<string>();
  summary: TodaySummary | null = null;
  summaryError: ErrorCode | null = null;

  private summaryRun = 0;

  constructor(
    @inject(ObservePendingOrders) observePending: ObservePendingOrders,
    @inject(ObserveAssignedOrders) observeAssigned: ObserveAssignedOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(SummariseMyDeliveriesToday) private readonly summariseToday: SummariseMyDeliveriesToday,
    @inject(LiveStoreSettings) store: LiveStoreSettings,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.list = new LiveOrderList(store, currentUser, {
      open: (receive) => this.open(observePending, observeAssigned, receive),
      seeOrders: (orders) => this.forgetGone(orders),
    });
    makeObservable<this, 'forgetGone'>(this, {
      summary: observable,
      summaryError: observable,
      pending: computed,
      mount: actionBound,
      dispose: actionBound,
      accept: actionBound,
      refreshSummary: actionBound,
      forgetGone: actionBound,
    });
  }

  mount(): void {
    this.list.start();
  }

  dispose(): void {
    this.list.stop();
  }

  /** Waiting orders, newest first, less the ones this phone saw go. */
  get pending(): Order[] {
    return (this.list.orders ?? []).filter((o) => !this.gone.has(o.id));
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

  /** The waiting orders for the list, and my own for the summary: refreshed whenever that list changes. */
  private open(
    observePending: ObservePendingOrders,
    observeAssigned: ObserveAssignedOrders,
    receive: (orders: Order[]) => void,
  ): Result<() => void, ErrorCode> {
    this.summaryRun += 1;
    const pending = observePending.execute(receive);
    if (!pending.ok) return pending;
    const mine = observeAssigned.execute(() => void this.refreshSummary());
    if (!mine.ok) void this.refreshSummary();
    return ok(() => {
      pending.value();
      if (mine.ok) mine.value();
      // A summary still being read belongs to the lists just stopped.
      this.summaryRun += 1;
    });
  }

  /** Ids the live list no longer has need no hiding any more. */
  private forgetGone(orders: Order[]): void {
    const live = new Set(orders.map((o) => o.id));
    for (const id of [...this.gone]) if (!live.has(id)) this.gone.delete(id);
  }
}
