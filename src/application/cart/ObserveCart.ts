import { inject, injectable } from 'inversify';
import type { Cart } from '../../domain/cart/CartLine';
import { CartRepositoryToken, type CartRepository } from '../ports/CartRepository';

/** The live cart of a user (fires at once). Returns unsubscribe. */
@injectable()
export class ObserveCart {
  constructor(@inject(CartRepositoryToken) private readonly carts: CartRepository) {}

  execute(userId: string, listener: (cart: Cart) => void): () => void {
    return this.carts.observe(userId, listener);
  }
}
