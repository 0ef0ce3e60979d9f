import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { CurrentUser } from '../../../application/ports/CurrentUser';
import type { LatLng } from '../../../domain/address/Address';
import type { Order } from '../../../domain/order/Order';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { newestFirst } from '../../../domain/shared/newestFirst';
import type { Result } from '../../../domain/shared/Result';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import type { LiveStoreSettings } from '../store/LiveStoreSettings';
import { DEFAULT_STORE_LOCATION } from './orderFacts';

/** Where a list's orders come from, opened again for each person signed in. */
export interface OrderSource {
  /** Starts the listener; the value is unsubscribe, an error (not allowed) shows instead of the list. */
  open(receive: (orders: Order[]) => void): Result<() => void, ErrorCode>;
  /** Each list as it arrives, after it is shown (inside the same MobX action). */
  seeOrders?(orders: Order[]): void;
}

/**
 * A staff screen's live list of orders (every active order, the waiting ones, my accepted ones):
 * newest first, null until the first list arrives, the reason when it cannot be read, and where
 * deliveries start from (the owner's settings) for the distance on each card. A different person
 * signed in opens the list again.
 */
export class LiveOrderList {
  orders: Order[] | null = null;
  loadError: ErrorCode | null = null;
  private readonly live: SignedInSubscription;

  constructor(
    private readonly store: LiveStoreSettings,
    currentUser: CurrentUser,
    private readonly source: OrderSource,
  ) {
    this.live = new SignedInSubscription(currentUser, () => this.open());
    makeObservable<this, 'open' | 'receive'>(this, {
      orders: observable,
      loadError: observable,
      storeLocation: computed,
      loading: computed,
      start: actionBound,
      stop: actionBound,
      drop: actionBound,
      open: actionBound,
      receive: actionBound,
    });
  }

  start(): void {
    this.store.start();
    this.live.start();
  }

  stop(): void {
    this.live.stop();
    this.store.dispose();
  }

  get storeLocation(): LatLng {
    return this.store.settings?.location ?? DEFAULT_STORE_LOCATION;
  }

  get loading(): boolean {
    return this.orders === null && this.loadError === null;
  }

  /** Gone from the list at once (this phone acted on it); the live list agrees a moment later. */
  drop(orderId: string): void {
    if (this.orders) this.orders = this.orders.filter((o) => o.id !== orderId);
  }

  private open(): (() => void) | null {
    const started = this.source.open(this.receive);
    if (started.ok) {
      this.loadError = null;
      return started.value;
    }
    this.loadError = started.error.code;
    this.orders = [];
    return null;
  }

  private receive(orders: Order[]): void {
    this.orders = newestFirst(orders);
    this.source.seeOrders?.(orders);
  }
}
