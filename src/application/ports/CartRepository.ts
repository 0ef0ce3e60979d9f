import type { ServiceIdentifier } from 'inversify';
import type { Cart, CartLine } from '../../domain/cart/CartLine';

export interface CartRepository {
  /** The cart, empty when none is stored. */
  get(userId: string): Promise<Cart>;
  /** Live cart; fires at once with the current value. Returns unsubscribe. */
  observe(userId: string, listener: (cart: Cart) => void): () => void;
  /** Writes one line under its key, creating the cart if needed. */
  setLine(userId: string, key: string, line: CartLine): Promise<void>;
  updateQty(userId: string, key: string, qty: number): Promise<void>;
  /** Deletes the map entry. */
  removeLine(userId: string, key: string): Promise<void>;
  /** Empties the items map. */
  reset(userId: string): Promise<void>;
}

export const CartRepositoryToken: ServiceIdentifier<CartRepository> = Symbol.for('CartRepository');
