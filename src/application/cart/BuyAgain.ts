import { inject, injectable } from 'inversify';
import { buildCartLine } from '../../domain/cart/buildCartLine';
import { cartLineKey } from '../../domain/cart/cartLineKey';
import { lineQty, MAX_LINE_QTY } from '../../domain/cart/quantity';
import { decideAdd, type CartNotice } from '../../domain/cart/stockClamp';
import { sellableVariant } from '../../domain/catalog/sellableVariant';
import { hasVariants, slotStock, unitsIn } from '../../domain/catalog/stock';
import type { Order } from '../../domain/order/Order';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { ConnectivityToken, type Connectivity } from '../ports/Connectivity';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

export interface BuyAgainSummary {
  /** Lines put in the cart, with a notice when fewer than before were available. */
  added: { key: string; name: string; variant: string; qty: number; notice?: CartNotice }[];
  /** Items that could not be added: gone, sold out, or the cart line already at 1000. */
  unavailable: {
    name: string;
    variant: string;
    code: 'checkout.productMissing' | 'checkout.sizeNotSold' | 'cart.outOfStock' | 'cart.invalidQuantity' | 'product.unitMismatch';
  }[];
}

/** Refills the cart from a past order, each item clamped to what is in stock now. */
@injectable()
export class BuyAgain {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute({ order }: { order: Order }): Promise<Result<BuyAgainSummary, ErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('cart.loginRequired');
    if (!this.connectivity.isOnline()) return err('cart.offline');
    const summary: BuyAgainSummary = { added: [], unavailable: [] };
    try {
      const cart = await this.carts.get(actor.uid);
      for (const item of order.items) {
        const gone = { name: item.name, variant: item.variant };
        const product = await this.products.get({ group: item.group, subgroup: item.subgroup, id: item.id });
        if (!product) {
          summary.unavailable.push({ ...gone, code: 'checkout.productMissing' });
          continue;
        }
        const size = sellableVariant(product, item.variant);
        if (!size.ok) {
          summary.unavailable.push({ ...gone, code: size.error.code === 'product.sizeNotSold' ? 'checkout.sizeNotSold' : size.error.code });
          continue;
        }
        const key = cartLineKey(product.id, item.variant);
        const existing = cart.items[key];
        const decision = decideAdd({
          requested: Math.min(Math.max(1, Math.floor(item.qty)), MAX_LINE_QTY),
          inCart: existing ? lineQty(existing.qty) : 0,
          stock: unitsIn(size.value, slotStock(product, size.value.slot)),
          variant: item.variant,
          hasVariants: hasVariants(product),
        });
        if (!decision.ok) {
          summary.unavailable.push({ ...gone, code: decision.error.code });
          continue;
        }
        const line = buildCartLine(product, size.value, decision.value.qty);
        await this.carts.setLine(actor.uid, key, line);
        cart.items[key] = line;
        const { notice } = decision.value;
        summary.added.push({ key, name: product.name, variant: item.variant, qty: decision.value.qty, ...(notice ? { notice } : {}) });
      }
      return ok(summary);
    } catch {
      return err('cart.addFailed');
    }
  }
}
