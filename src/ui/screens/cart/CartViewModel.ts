import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { ObserveCart } from '../../../application/cart/ObserveCart';
import { RemoveCartLine } from '../../../application/cart/RemoveCartLine';
import { UpdateCartQuantity } from '../../../application/cart/UpdateCartQuantity';
import { CurrentUserToken, type CurrentUser } from '../../../application/ports/CurrentUser';
import type { Cart } from '../../../domain/cart/CartLine';
import { MAX_LINE_QTY } from '../../../domain/cart/quantity';
import type { ViewModel } from '../../app/useViewModel';
import { shopMessage, type ShopMessage } from '../../components/product/ShopMessage';
import { LiveStoreSettings } from '../../components/store/LiveStoreSettings';
import { LiveCart } from './LiveCart';
import { parseQuantity } from './parseQuantity';

/** A change that failed with 'Unable to update quantity…', kept so 'Try again' can repeat it. */
type Attempt = { kind: 'remove' } | { kind: 'set'; qty: number };

/**
 * /cart: the lines live, each with the stepper (1 to 1000), a box to type the quantity, and
 * remove; messages per line (clamped to stock, invalid quantity, offline, failed with a retry);
 * subtotal, savings against MRP and the item count; with the owner's settings the
 * delivery fee, the total, how much more makes delivery free and how far below the minimum it is.
 */
@injectable('Transient')
export class CartViewModel implements ViewModel {
  /** The lines, totals and charges shown. */
  readonly cart: LiveCart;
  /** Quantities being typed, by line key, until they are applied. */
  readonly drafts = new Map<string, string>();
  readonly messages = new Map<string, ShopMessage>();
  private readonly failed = new Map<string, Attempt>();
  private readonly pending = new Set<string>();

  constructor(
    @inject(ObserveCart) observeCart: ObserveCart,
    @inject(UpdateCartQuantity) private readonly updateQuantity: UpdateCartQuantity,
    @inject(RemoveCartLine) private readonly removeLine: RemoveCartLine,
    @inject(LiveStoreSettings) store: LiveStoreSettings,
    @inject(CurrentUserToken) currentUser: CurrentUser,
  ) {
    this.cart = new LiveCart(observeCart, store, currentUser, { seeCart: (cart) => this.dropGone(cart) });
    makeObservable<this, 'failed' | 'pending' | 'run' | 'dropGone'>(this, {
      drafts: observable,
      messages: observable,
      failed: observable,
      pending: observable,
      offlineRefused: computed,
      mount: actionBound,
      dispose: actionBound,
      clearOfflineMessages: actionBound,
      setQtyText: actionBound,
      commitQty: actionBound,
      plus: actionBound,
      minus: actionBound,
      remove: actionBound,
      retry: actionBound,
      run: actionBound,
      dropGone: actionBound,
    });
  }

  mount(): void {
    this.cart.start();
  }

  dispose(): void {
    this.cart.stop();
  }

  isBusy(key: string): boolean {
    return this.pending.has(key);
  }

  /** A change refused for want of a network: said above the offline screen, gone when it returns. */
  get offlineRefused(): boolean {
    return [...this.messages.values()].some((m) => m.code === 'cart.offlineUpdate');
  }

  clearOfflineMessages(): void {
    for (const [key, m] of [...this.messages]) if (m.code === 'cart.offlineUpdate') this.messages.delete(key);
  }

  canRetry(key: string): boolean {
    return this.failed.has(key);
  }

  qtyText(key: string): string {
    return this.drafts.get(key) ?? String(this.cart.entries.find((e) => e.key === key)?.qty ?? '');
  }

  setQtyText(key: string, text: string): void {
    this.drafts.set(key, text);
    this.messages.delete(key);
  }

  /** Applies a typed quantity (on Enter or leaving the box). */
  async commitQty(key: string): Promise<void> {
    const text = this.drafts.get(key);
    if (text === undefined) return;
    const parsed = parseQuantity(text);
    if (!parsed.ok) {
      this.messages.set(key, shopMessage('error', parsed.error));
      return;
    }
    const current = this.cart.entries.find((e) => e.key === key)?.qty;
    if (parsed.value === current) {
      this.drafts.delete(key);
      return;
    }
    await this.run(key, { kind: 'set', qty: parsed.value });
  }

  plus(key: string): Promise<void> {
    const qty = this.qtyOf(key);
    return qty >= MAX_LINE_QTY ? Promise.resolve() : this.run(key, { kind: 'set', qty: qty + 1 });
  }

  /** One fewer, never below 1: taking a line out is Remove's job. */
  minus(key: string): Promise<void> {
    const qty = this.qtyOf(key);
    return qty <= 1 ? Promise.resolve() : this.run(key, { kind: 'set', qty: qty - 1 });
  }

  remove(key: string): Promise<void> {
    return this.run(key, { kind: 'remove' });
  }

  /** 'Try again' after 'Unable to update quantity…'. */
  retry(key: string): Promise<void> {
    const attempt = this.failed.get(key);
    return attempt ? this.run(key, attempt) : Promise.resolve();
  }

  private qtyOf(key: string): number {
    return this.cart.entries.find((e) => e.key === key)?.qty ?? 0;
  }

  private async run(key: string, attempt: Attempt): Promise<void> {
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.messages.delete(key);
    this.failed.delete(key);
    const result =
      attempt.kind === 'remove' ? await this.removeLine.execute({ key }) : await this.updateQuantity.execute({ key, qty: attempt.qty });
    runInAction(() => {
      this.pending.delete(key);
      if (!result.ok) {
        this.messages.set(key, shopMessage('error', result.error));
        if (result.error.code === 'cart.updateFailed') this.failed.set(key, attempt);
        return;
      }
      this.drafts.delete(key);
      const notice = result.value && 'notice' in result.value ? result.value.notice : undefined;
      if (notice) this.messages.set(key, shopMessage('warning', notice));
    });
  }

  /** Messages of lines that are gone (removed here or in another tab) have nothing to stand by. */
  private dropGone(cart: Cart): void {
    for (const key of [...this.messages.keys()]) if (!(key in cart.items)) this.messages.delete(key);
  }
}
