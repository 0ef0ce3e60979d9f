import { actionBound, computed, makeObservable, observable, observableRef } from 'mobx';
import type { ObserveCart } from '../../../application/cart/ObserveCart';
import type { CurrentUser } from '../../../application/ports/CurrentUser';
import type { Cart } from '../../../domain/cart/CartLine';
import { cartCount, cartTotals, type CartTotals } from '../../../domain/cart/cartTotals';
import { deliveryCharges, type DeliveryCharges } from '../../../domain/store/deliveryCharges';
import type { UserProfile } from '../../../domain/user/UserProfile';
import type { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import { cartEntries, type CartEntry } from './cartEntries';

/** What a screen that shows the cart does besides showing it; both run inside a MobX action. */
export interface LiveCartHooks {
  /** Each profile of the signed-in user, first (checkout fills in the address and phone). */
  seeUser?: (user: UserProfile | null) => void;
  /** Each cart as it arrives, after it is shown (the cart screen drops messages of lines that are gone). */
  seeCart?: (cart: Cart) => void;
}

/**
 * The signed-in user's cart, live, with what the cart and checkout screens both show of it: the
 * lines in one order, the totals, the owner's delivery charges on them, the item count. A different
 * user starts afresh (loading); nobody signed in stays loading, as the route guard sends them away.
 */
export class LiveCart {
  status: 'loading' | 'ready' = 'loading';
  /** The cart as it arrives, replaced whole, never changed in place. */
  value: Cart | null = null;
  private readonly live: SignedInSubscription;

  constructor(
    private readonly observeCart: ObserveCart,
    readonly store: LiveStoreSettings,
    currentUser: CurrentUser,
    private readonly hooks: LiveCartHooks = {},
  ) {
    this.live = new SignedInSubscription(currentUser, (uid) => this.open(uid), hooks.seeUser);
    makeObservable<this, 'open' | 'receive'>(this, {
      status: observable,
      value: observableRef,
      entries: computed,
      totals: computed,
      charges: computed,
      count: computed,
      isEmpty: computed,
      start: actionBound,
      stop: actionBound,
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

  /** The lines by name, so they do not jump around as quantities change. */
  get entries(): CartEntry[] {
    return cartEntries(this.value);
  }

  get totals(): CartTotals {
    return this.value ? cartTotals(this.value) : { subtotal: 0, mrpTotal: 0, savings: 0 };
  }

  /** Fee, total and the free-delivery and minimum notes; null until the store settings are read (the use cases apply them anyway). */
  get charges(): DeliveryCharges | null {
    const settings = this.store.settings;
    return settings ? deliveryCharges(settings, this.totals.subtotal) : null;
  }

  get count(): number {
    return cartCount(this.value);
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.entries.length === 0;
  }

  private open(uid: string | null): (() => void) | null {
    this.value = null;
    this.status = 'loading';
    return uid ? this.observeCart.execute(this.receive) : null;
  }

  private receive(cart: Cart): void {
    this.value = cart;
    this.status = 'ready';
    this.hooks.seeCart?.(cart);
  }
}
