import { inject, injectable } from 'inversify';
import { cartCount } from '../../domain/cart/cartTotals';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';

/** The cart badge (docs/SPEC.md 'States and transitions'): 0 when signed out, otherwise the live sum of qty. Returns unsubscribe. */
@injectable()
export class ObserveCartCount {
  constructor(@inject(CartRepositoryToken) private readonly carts: CartRepository) {}

  execute(userId: string | null, listener: (count: number) => void): () => void {
    if (userId === null) {
      listener(0);
      return () => {};
    }
    let last: number | null = null;
    return this.carts.observe(userId, (cart) => {
      const count = cartCount(cart);
      if (count === last) return;
      last = count;
      listener(count);
    });
  }
}
