import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AddToCart } from '../../../application/cart/AddToCart';
import { ObserveCart } from '../../../application/cart/ObserveCart';
import { UpdateCartQuantity } from '../../../application/cart/UpdateCartQuantity';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import type { Cart } from '../../../domain/cart/CartLine';
import { cartLineKey } from '../../../domain/cart/cartLineKey';
import { lineQty } from '../../../domain/cart/quantity';
import type { CartNotice } from '../../../domain/cart/stockClamp';
import type { ProductRef } from '../../../domain/catalog/Product';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { DomainError, Result } from '../../../domain/shared/Result';
import { SignedInSubscription } from '../../shared/SignedInSubscription';
import { shopMessage, type ShopMessage } from './ShopMessage';

/**
 * A change that answers sooner shows no busy state: the tap then draws nothing before the next frame
 * (a busy button re-rendered inside the click was most of add to cart's INP; docs/BENCHMARK.md).
 */
export const BUSY_AFTER_MS = 150;

/**
 * Add to Cart and the minus / quantity / plus control wherever products are listed (home,
 * category, product page): follows the signed-in user's cart live so every card shows what is in
 * it, and keeps the last message (login needed, offline, clamped to stock...) as a code.
 */
@injectable('Transient')
export class CartActions {
  message: ShopMessage | null = null;
  /** An add needed a signed-in user: the screen sends them to /login. */
  loginRequired = false;
  /**
   * Quantity per line, and the lines whose change takes long enough to show as busy. Observable per
   * key: a tap re-renders the one card it changes, not every card of the page (about 150 ms a card
   * list under a 4x CPU throttle, three times per tap).
   */
  private readonly quantities = observable.map<string, number>();
  private readonly pending = observable.map<string, true>();
  /** The lines with a change on its way: a second tap on one waits, so taps cannot overtake each other. */
  private readonly inFlight = new Set<string>();
  private readonly live: SignedInSubscription;

  constructor(
    @inject(ObserveCart) private readonly observeCart: ObserveCart,
    @inject(AddToCart) private readonly addToCart: AddToCart,
    @inject(UpdateCartQuantity) private readonly updateQuantity: UpdateCartQuantity,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.live = new SignedInSubscription(currentUser, (uid) => this.open(uid));
    makeObservable<this, 'change' | 'send' | 'begin' | 'showBusy' | 'fail' | 'receive'>(this, {
      message: observableRef,
      loginRequired: observable,
      start: actionBound,
      dispose: actionBound,
      clearMessage: actionBound,
      add: actionBound,
      plus: actionBound,
      minus: actionBound,
      change: actionBound,
      send: actionBound,
      begin: actionBound,
      showBusy: actionBound,
      fail: actionBound,
      receive: actionBound,
    });
  }

  /** Follows the signed-in user's cart (nothing when signed out), a new user's from scratch. */
  start(): void {
    this.live.start();
  }

  dispose(): void {
    this.live.stop();
  }

  qtyOf(key: string): number {
    return this.quantities.get(key) ?? 0;
  }

  isBusy(key: string): boolean {
    return this.pending.has(key);
  }

  clearMessage(): void {
    this.message = null;
  }

  /** Adds `qty` of one size; true when something went into the cart. */
  async add(product: ProductRef | null, variant: string | null, qty = 1): Promise<boolean> {
    const key = product && variant ? cartLineKey(product.id, variant) : '';
    return this.send(key, () => this.addToCart.execute({ product, variant, qty }));
  }

  /** One more (the product page's plus): refused past stock with 'Sorry, only {n} items available.' */
  plus(key: string): Promise<boolean> {
    return this.change(key, this.qtyOf(key) + 1, 'plus');
  }

  /** One fewer; at 0 the line is removed. */
  minus(key: string): Promise<boolean> {
    return this.change(key, this.qtyOf(key) - 1, 'set');
  }

  private change(key: string, qty: number, intent: 'set' | 'plus'): Promise<boolean> {
    return this.send(key, () => this.updateQuantity.execute({ key, qty, intent }));
  }

  /**
   * Add and the steppers alike: one change per line at a time, and what it ended in (clamped to
   * stock, login needed, offline...) becomes the message.
   */
  private async send(key: string, request: () => Promise<Result<{ notice?: CartNotice }, ErrorCode>>): Promise<boolean> {
    if (this.inFlight.has(key)) return false;
    this.inFlight.add(key);
    this.begin();
    const busy = setTimeout(() => this.showBusy(key), BUSY_AFTER_MS);
    const result = await request();
    clearTimeout(busy);
    runInAction(() => {
      this.inFlight.delete(key);
      this.pending.delete(key);
      if (result.ok) {
        this.message = result.value.notice ? shopMessage('warning', result.value.notice) : null;
      } else {
        this.fail(result.error);
      }
    });
    return result.ok;
  }

  private begin(): void {
    this.message = null;
    this.loginRequired = false;
  }

  private showBusy(key: string): void {
    if (this.inFlight.has(key)) this.pending.set(key, true);
  }

  private fail(error: DomainError<ErrorCode>): void {
    this.message = shopMessage('error', error);
    if (error.code === 'cart.loginRequired') this.loginRequired = true;
  }

  private open(uid: string | null): (() => void) | null {
    this.quantities.clear();
    return uid ? this.observeCart.execute(this.receive) : null;
  }

  private receive(cart: Cart): void {
    for (const key of [...this.quantities.keys()]) if (!(key in cart.items)) this.quantities.delete(key);
    // Setting an unchanged quantity notifies nobody.
    for (const [key, line] of Object.entries(cart.items)) this.quantities.set(key, lineQty(line.qty));
  }
}
