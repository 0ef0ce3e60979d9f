import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ObserveAllOrders } from '../../../application/orders/ObserveAllOrders';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import { ShopCommandsToken, type ShopCommands } from '../../../application/ports/ShopCommands';
import { GetDeliveryCode } from '../../../application/store/GetDeliveryCode';
import type { LatLng } from '../../../domain/address/Address';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { Result } from '../../../domain/shared/Result';
import type { UserProfile } from '../../../domain/user/UserProfile';
import { LiveSubscription } from '../../app/LiveSubscription';
import type { ViewModel } from '../../app/useViewModel';
import { DEFAULT_STORE_LOCATION } from '../../components/orders/orderFacts';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { DeliveryCodeEntries } from '../../components/orders/DeliveryCodeEntries';
import { filterOrders, type StatusFilter } from './filterOrders';
import { newestFirst } from '../../../domain/shared/newestFirst';

export type AdminOrderOutcome = Result<{ code: 'orders.cancelled' | 'orders.delivered' }, ErrorCode>;

/**
 * /adminorders: every active order, live, filtered by status and searched by customer or order
 * number. The admin cancels any order after confirming ('Cancelled by administrator', stock back)
 * and marks an accepted order delivered. One request per order at a time. An order that needs a
 * delivery code gets the customer's code filled in, which the admin may read or change.
 */
@injectable('Transient')
export class AdminOrdersViewModel implements ViewModel {
  private received: Order[] | null = null;
  loadError: ErrorCode | null = null;
  status: StatusFilter = 'all';
  search = '';
  /** The order the cancel confirmation is open for. */
  confirmingCancel: string | null = null;
  readonly busy = observable.map<string, 'cancel' | 'deliver'>();
  readonly expanded = observable.set<string>();
  /** Delivery codes for Mark delivered: the customer's, read for the admin, or as typed. */
  readonly codes = new DeliveryCodeEntries();
  private readonly codesAsked = new Set<string>();
  /** Every active order, for whoever is signed in; a different person starts afresh. */
  private readonly live = new LiveSubscription<string | null>(() => this.open());
  private stopUser: (() => void) | null = null;

  constructor(
    @inject(ObserveAllOrders) private readonly observeAll: ObserveAllOrders,
    @inject(ShopCommandsToken) private readonly commands: ShopCommands,
    @inject(GetDeliveryCode) private readonly getDeliveryCode: GetDeliveryCode,
    @inject(LiveStoreSettings) private readonly store: LiveStoreSettings,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {
    makeObservable<this, 'received' | 'follow' | 'receive' | 'readCode'>(this, {
      received: observable,
      loadError: observable,
      status: observable,
      search: observable,
      confirmingCancel: observable,
      storeLocation: computed,
      loading: computed,
      all: computed,
      visible: computed,
      counts: computed,
      cancelTarget: computed,
      mount: actionBound,
      dispose: actionBound,
      setStatus: actionBound,
      setSearch: actionBound,
      toggleDetails: actionBound,
      requestCancel: actionBound,
      dismissCancel: actionBound,
      confirmCancel: actionBound,
      markDelivered: actionBound,
      follow: actionBound,
      receive: actionBound,
      readCode: actionBound,
    });
  }

  mount(): void {
    this.store.start();
    this.stopUser ??= this.currentUser.observe(this.follow);
  }

  dispose(): void {
    this.stopUser?.();
    this.stopUser = null;
    this.live.stop();
    this.store.dispose();
  }

  /** Where deliveries start from (the store settings), for the distance on each card. */
  get storeLocation(): LatLng {
    return this.store.settings?.location ?? DEFAULT_STORE_LOCATION;
  }

  get loading(): boolean {
    return this.received === null && this.loadError === null;
  }

  get all(): Order[] {
    return this.received ?? [];
  }

  /** The orders shown: chosen status, matching the search, newest first. */
  get visible(): Order[] {
    return filterOrders(this.all, this.status, this.search);
  }

  /** How many active orders each status filter would show (before searching). */
  get counts(): Record<StatusFilter, number> {
    return {
      all: this.all.length,
      pending: this.all.filter((o) => o.status === 'pending').length,
      accepted: this.all.filter((o) => o.status === 'accepted').length,
    };
  }

  /** The order in the cancel confirmation, while it is still active. */
  get cancelTarget(): Order | null {
    return this.all.find((o) => o.id === this.confirmingCancel) ?? null;
  }

  setStatus(status: StatusFilter): void {
    this.status = status;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  toggleDetails(orderId: string): void {
    if (this.expanded.has(orderId)) this.expanded.delete(orderId);
    else this.expanded.add(orderId);
  }

  requestCancel(orderId: string): void {
    if (!this.busy.has(orderId)) this.confirmingCancel = orderId;
  }

  dismissCancel(): void {
    if (this.confirmingCancel && this.busy.has(this.confirmingCancel)) return;
    this.confirmingCancel = null;
  }

  /** Cancels the order being confirmed; null when nothing is being confirmed or it is already under way. */
  async confirmCancel(): Promise<AdminOrderOutcome | null> {
    const orderId = this.confirmingCancel;
    if (!orderId || this.busy.has(orderId)) return null;
    this.busy.set(orderId, 'cancel');
    const result = await this.commands.cancelOrder({ orderId });
    runInAction(() => {
      this.busy.delete(orderId);
      this.confirmingCancel = null;
    });
    return result.ok ? { ok: true, value: { code: 'orders.cancelled' } } : result;
  }

  async markDelivered(orderId: string): Promise<AdminOrderOutcome | null> {
    if (this.busy.has(orderId)) return null;
    const deliveryCode = this.codes.take(
      this.all.find((o) => o.id === orderId),
      orderId,
    );
    this.busy.set(orderId, 'deliver');
    const result = await this.commands.deliverOrder({ orderId, deliveryCode });
    runInAction(() => {
      this.busy.delete(orderId);
      this.codes.settle(orderId, result);
    });
    return result.ok ? { ok: true, value: { code: 'orders.delivered' } } : result;
  }

  private follow(user: UserProfile | null): void {
    this.live.start(user?.uid ?? null);
  }

  private open(): (() => void) | null {
    this.codes.clear();
    this.codesAsked.clear();
    const started = this.observeAll.execute(this.receive);
    if (started.ok) {
      this.loadError = null;
      return started.value;
    }
    this.loadError = started.error.code;
    this.received = [];
    return null;
  }

  private receive(orders: Order[]): void {
    this.received = newestFirst(orders);
    for (const order of orders) {
      if (order.deliveryCodeRequired && !this.codesAsked.has(order.id)) void this.readCode(order.id);
    }
  }

  /** Fills in the customer's code for an order that needs one, unless the admin has typed one already. */
  private async readCode(orderId: string): Promise<void> {
    this.codesAsked.add(orderId);
    const code = await this.getDeliveryCode.execute({ orderId });
    runInAction(() => {
      if (code === null) this.codesAsked.delete(orderId);
      else this.codes.fillIn(orderId, code);
    });
  }
}
