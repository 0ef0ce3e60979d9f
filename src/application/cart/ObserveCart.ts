import { inject, injectable } from 'inversify';
import type { Cart } from '../../domain/cart/CartLine';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';

/** The signed-in user's cart, live (fires at once); nothing to follow when nobody is signed in. Returns unsubscribe. */
@injectable()
export class ObserveCart {
  constructor(
    @inject(CartRepositoryToken) private readonly carts: CartRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  execute(listener: (cart: Cart) => void): () => void {
    const user = this.currentUser.profile();
    return user ? this.carts.observe(user.uid, listener) : () => {};
  }
}
