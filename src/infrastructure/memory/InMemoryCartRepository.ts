import type { CartRepository } from '../../application/ports/CartRepository';
import { DataFaultError } from '../../application/ports/DataFaultError';
import type { Cart, CartLine } from '../../domain/cart/CartLine';
import type { MemoryDatabase, MemoryState } from './MemoryDatabase';

const cartIn = (s: MemoryState, userId: string): Cart => s.carts.get(userId) ?? { userId, items: {} };

/** incart/{uid} in memory; every write makes a new cart object, as the database's staging requires. */
export class InMemoryCartRepository implements CartRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(userId: string): Promise<Cart> {
    this.db.throwFault('carts.get');
    return structuredClone(cartIn(this.db.state, userId));
  }

  observe(userId: string, listener: (cart: Cart) => void): () => void {
    return this.db.observe((s) => cartIn(s, userId), listener);
  }

  setLine(userId: string, key: string, line: CartLine): Promise<void> {
    const copy = structuredClone(line);
    return this.db.write('carts.setLine', (s) => {
      const cart = cartIn(s, userId);
      s.carts.set(userId, { ...cart, items: { ...cart.items, [key]: copy } });
    });
  }

  updateQty(userId: string, key: string, qty: number): Promise<void> {
    return this.db.write('carts.updateQty', (s) => {
      const cart = cartIn(s, userId);
      const line = cart.items[key];
      if (!line) throw new DataFaultError('notFound', `cart line ${key}`);
      s.carts.set(userId, { ...cart, items: { ...cart.items, [key]: { ...line, qty } } });
    });
  }

  removeLine(userId: string, key: string): Promise<void> {
    return this.db.write('carts.removeLine', (s) => {
      const cart = cartIn(s, userId);
      const items = { ...cart.items };
      delete items[key];
      s.carts.set(userId, { ...cart, items });
    });
  }

  reset(userId: string): Promise<void> {
    return this.db.write('carts.reset', (s) => {
      s.carts.set(userId, { userId, items: {} });
    });
  }
}
