import { inject, injectable } from 'inversify';
import { buildCartLine } from '../../domain/cart/buildCartLine';
import { cartLineKey } from '../../domain/cart/cartLineKey';
import { lineQty } from '../../domain/cart/quantity';
import { decideAdd, type CartNotice } from '../../domain/cart/stockClamp';
import type { ProductRef } from '../../domain/catalog/Product';
import { sellableVariant } from '../../domain/catalog/sellableVariant';
import { hasVariants, slotStock, unitsIn } from '../../domain/catalog/stock';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { ConnectivityToken, type Connectivity } from '../ports/Connectivity';
import { ProductRepositoryToken, type ProductRepository } from '../ports/ProductRepository';

export interface AddToCartInput {
  /** The product shown (only its reference is used: stock is read fresh). */
  product: ProductRef | null;
  /** The size label; for a product without sizes, its weight. */
  variant: string | null;
  /** Defaults to 1. */
  qty?: number;
}

export interface AddToCartSuccess {
  key: string;
  /** How many were added (less than asked when clamped to stock). */
  added: number;
  /** The line's quantity afterwards. */
  qty: number;
  /** 'Only {n} … available. Added {n} to your cart.' when clamped. */
  notice?: CartNotice;
}

/** Adds to the signed-in customer's cart, clamped to the stock not already in it (docs/SPEC.md 'Validation rules'). */
@injectable()
export class AddToCart {
  constructor(
    @inject(ProductRepositoryToken) private readonly products: ProductRepository,
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(ConnectivityToken) private readonly connectivity: Connectivity,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(input: AddToCartInput): Promise<Result<AddToCartSuccess, ErrorCode>> {
    const actor = this.currentUser.profile();
    if (!actor) return err('cart.loginRequired');
    if (!this.connectivity.isOnline()) return err('cart.offline');
    if (!input.product || !input.variant) return err('cart.invalidProduct');
    const variant = input.variant;
    try {
      const product = await this.products.get(input.product);
      if (!product) return err('cart.invalidProduct');
      const size = sellableVariant(product, variant);
      if (!size.ok) return size.error.code === 'product.sizeNotSold' ? err('cart.invalidProduct') : size;
      const key = cartLineKey(product.id, variant);
      const existing = (await this.carts.get(actor.uid)).items[key];
      const decision = decideAdd({
        requested: input.qty ?? 1,
        inCart: existing ? lineQty(existing.qty) : 0,
        stock: unitsIn(size.value, slotStock(product, size.value.slot)),
        variant,
        hasVariants: hasVariants(product),
      });
      if (!decision.ok) return decision;
      await this.carts.setLine(actor.uid, key, buildCartLine(product, size.value, decision.value.qty));
      const { added, qty, notice } = decision.value;
      return ok(notice ? { key, added, qty, notice } : { key, added, qty });
    } catch {
      return err('cart.addFailed');
    }
  }
}
