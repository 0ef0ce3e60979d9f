import type { CartRepository } from '../../application/ports/CartRepository';
import { DataFaultError } from '../../application/ports/DataFaultError';
import type { Cart, CartLine } from '../../domain/cart/CartLine';
import { cartFromRecord } from './cartFromRecord';
import type { LocalDatabase } from './LocalDatabase';
import { observeLive } from './observeLive';
import { withDataFault } from './withDataFault';

/** incart/{uid}: one record per user holding the items map. */
export class LocalCartRepository implements CartRepository {
  constructor(private readonly db: LocalDatabase) {}

  get(userId: string): Promise<Cart> {
    return withDataFault(() => this.read(userId));
  }

  observe(userId: string, listener: (cart: Cart) => void): () => void {
    return observeLive(() => this.read(userId), listener);
  }

  setLine(userId: string, key: string, line: CartLine): Promise<void> {
    return this.change(userId, (items) => {
      items[key] = line;
    });
  }

  updateQty(userId: string, key: string, qty: number): Promise<void> {
    return this.change(userId, (items) => {
      const line = items[key];
      // As a Firestore field update of a missing line would, refuse rather than invent a line.
      if (!line) throw new DataFaultError('notFound', `cart line ${key}`);
      items[key] = { ...line, qty };
    });
  }

  removeLine(userId: string, key: string): Promise<void> {
    return this.change(userId, (items) => {
      delete items[key];
    });
  }

  reset(userId: string): Promise<void> {
    return withDataFault(async () => {
      await this.db.carts.put({ userId, items: {} });
    });
  }

  private async read(userId: string): Promise<Cart> {
    return cartFromRecord(userId, await this.db.carts.get(userId));
  }

  /** Read-modify-write in one transaction so two tabs editing the cart never lose a line. */
  private change(userId: string, edit: (items: Cart['items']) => void): Promise<void> {
    return withDataFault(() =>
      this.db.transaction('rw', this.db.carts, async () => {
        const cart = await this.read(userId);
        edit(cart.items);
        await this.db.carts.put(cart);
      }),
    );
  }
}
