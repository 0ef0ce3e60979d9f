import { inject, injectable } from 'inversify';
import { cartCount } from '../../domain/cart/cartTotals';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';

/** The cart badge (docs/SPEC.md 'States and transitions'): 0 when signed out, otherwise the live sum of qty. Returns unsubscribe. */
@injectable()
export class ObserveCartCount {
  constructor(
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (count: number) => void): () => void {
    const user = this.currentUser.profile();
    if (!user) {
      listener(0);
      return () => {};
    }
    let last: number | null = null;
    return this.carts.observe(user.uid, (cart) => {
      const count = cartCount(cart);
      if (count === last) return;
      last = count;
      listener(count);
    });
  }
}
