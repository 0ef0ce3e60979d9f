import { inject, injectable } from 'inversify';
import { decidePlus, decideQuantity, type CartNotice } from '../../domain/cart/stockClamp';
import { lineQty } from '../../domain/cart/quantity';
import { availableToSell } from '../../domain/catalog/stock';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { ConnectivityToken, type Connectivity } from '../ports/Connectivity';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';
import { retryOnNetwork } from './retryOnNetwork';

/**
 * Either a wanted quantity (the cart's box or minus button; 0 or less removes the line), or the
 * product page's + button ('plus'): one more, refused past stock with 'Sorry, only {n} items
 * available.' instead of being clamped.
 */
export type UpdateCartQuantityInput = { key: string; qty: number; intent?: 'set' } | { key: string; intent: 'plus' };

export interface UpdateCartQuantitySuccess {
  /** The line's quantity afterwards, 0 when removed. */
  qty: number;
  removed: boolean;
  /** 'Only {n} items available' when clamped to stock. */
  notice?: CartNotice;
}

/** Sets a cart line's quantity: minimum 1, clamped to stock, removed at 0 or less (docs/SPEC.md 'Validation rules'). */
@injectable()
export class UpdateCartQuantity {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(input: UpdateCartQuantityInput): Promise<Result<UpdateCartQuantitySuccess, ErrorCode>> {
    const { key } = input;
    const actor = this.currentUser.profile();
    if (!actor) return err('cart.loginRequired');
    if (!this.connectivity.isOnline()) return err('cart.offlineUpdate');
    try {
      if (input.intent !== 'plus' && input.qty <= 0) {
        await retryOnNetwork(this.clock, () => this.carts.removeLine(actor.uid, key));
        return ok({ qty: 0, removed: true });
      }
      const line = (await this.carts.get(actor.uid)).items[key];
      if (!line) return err('cart.updateFailed');
      const product = await this.products.get(line.ref);
      // A size the product no longer sells has no stock to keep: the line can only be removed.
      const sold = product ? availableToSell(product, line.weight) : ok(0);
      if (!sold.ok && sold.error.code === 'product.unitMismatch') return sold;
      const stock = sold.ok ? sold.value : 0;
      if (input.intent === 'plus') {
        const next = decidePlus(lineQty(line.qty), stock);
        if (!next.ok) return next;
        await this.carts.updateQty(actor.uid, key, next.value);
        return ok({ qty: next.value, removed: false });
      }
      const decision = decideQuantity(input.qty, stock);
      if (!decision.ok) return decision;
      if (decision.value.remove) return ok({ qty: 0, removed: true });
      const { qty, notice } = decision.value;
      await this.carts.updateQty(actor.uid, key, qty);
      return ok(notice ? { qty, removed: false, notice } : { qty, removed: false });
    } catch {
      return err('cart.updateFailed');
    }
  }
}
