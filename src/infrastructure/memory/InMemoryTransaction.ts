import { DataFaultError } from '../../application/ports/DataFaultError';
import { TransactionConflictError, type Transaction } from '../../application/ports/UnitOfWork';
import type { Cart } from '../../domain/cart/CartLine';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import { productKey } from '../../domain/order/inventory';
import { deliveryCodeMatches } from '../../domain/store/deliveryCode';
import type { Millis } from '../../domain/shared/Timestamp';
import type { MemoryState } from './MemoryDatabase';

type Write = (state: MemoryState) => void;

/**
 * What firestore.rules check when an order leaves for history delivered: an order that needs a
 * delivery code (as stored, so a copy cannot drop the flag) is delivered only with the kept code.
 * Checked against the state the unit read, before its own writes (which delete the code).
 */
function deliveryRefusal(before: MemoryState, copy: Order): string | null {
  if (copy.status !== 'delivered') return null;
  const stored = before.orders.get(copy.id);
  if (!(stored ? stored.deliveryCodeRequired : copy.deliveryCodeRequired)) return null;
  const kept = before.deliveryCodes.get(copy.id)?.code ?? null;
  return deliveryCodeMatches(kept, copy.deliveryCode) ? null : `delivery code of order ${copy.id} does not match`;
}

/**
 * One unit's view: reads come from the committed state, writes are buffered and only applied
 * (to a staged copy) by `applyTo` when the unit's work has finished without throwing.
 */
export class InMemoryTransaction implements Transaction {
  private readonly writes: Write[] = [];
  private readonly deliveries: Order[] = [];

  constructor(private readonly state: MemoryState) {}

  async getProduct(ref: ProductRef): Promise<Product | null> {
    this.beforeRead();
    return structuredClone(this.state.products.get(productKey(ref)) ?? null);
  }

  async getOrder(id: string): Promise<Order | null> {
    this.beforeRead();
    return structuredClone(this.state.orders.get(id) ?? null);
  }

  async getCart(userId: string): Promise<Cart> {
    this.beforeRead();
    return structuredClone(this.state.carts.get(userId) ?? { userId, items: {} });
  }

  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void {
    this.writes.push((s) => {
      const key = productKey(ref);
      const product = s.products.get(key);
      if (!product) throw new DataFaultError('notFound', `product ${key}`);
      const next = structuredClone(product);
      if (variant === null) next.available = available;
      else {
        const v = next.variants[variant];
        if (!v) throw new DataFaultError('notFound', `product ${key} size ${variant}`);
        v.available = available;
      }
      next.updatedAt = updatedAt;
      s.products.set(key, next);
    });
  }

  createOrder(order: Order): void {
    const copy = structuredClone(order);
    this.writes.push((s) => {
      if (s.orders.has(copy.id)) throw new TransactionConflictError();
      s.orders.set(copy.id, copy);
    });
  }

  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void {
    const copy = structuredClone(patch);
    this.writes.push((s) => {
      const order = s.orders.get(id);
      if (!order) throw new DataFaultError('notFound', `order ${id}`);
      const next: Record<string, unknown> = { ...structuredClone(order) };
      // A field patched to undefined is removed, like Firestore's deleteField().
      for (const [k, v] of Object.entries(copy)) {
        if (v === undefined) delete next[k];
        else next[k] = v;
      }
      s.orders.set(id, next as unknown as Order);
    });
  }

  deleteOrder(id: string): void {
    this.writes.push((s) => {
      s.orders.delete(id);
    });
  }

  putHistory(userId: string, order: Order, lastUpdated: Millis): void {
    const copy = structuredClone(order);
    this.deliveries.push(copy);
    this.writes.push((s) => {
      const orders = new Map(s.history.get(userId)?.orders);
      orders.set(copy.id, copy);
      s.history.set(userId, { lastUpdated, orders });
    });
  }

  resetCart(userId: string): void {
    this.writes.push((s) => {
      s.carts.set(userId, { userId, items: {} });
    });
  }

  putDeliveryCode(orderId: string, userId: string, code: string): void {
    this.writes.push((s) => {
      s.deliveryCodes.set(orderId, { userId, code });
    });
  }

  deleteDeliveryCode(orderId: string): void {
    this.writes.push((s) => {
      s.deliveryCodes.delete(orderId);
    });
  }

  /**
   * Applies the buffered writes in order; any that throws aborts the whole unit. A delivered
   * history copy without the order's kept code refuses the unit first, as firestore.rules do.
   */
  applyTo(staged: MemoryState): void {
    for (const copy of this.deliveries) {
      const refused = deliveryRefusal(this.state, copy);
      if (refused) throw new DataFaultError('permission', refused);
    }
    for (const write of this.writes) write(staged);
  }

  get hasWrites(): boolean {
    return this.writes.length > 0;
  }

  /** Firestore refuses reads after writes in a transaction; so does this, to keep use cases portable. */
  private beforeRead(): void {
    if (this.writes.length > 0) throw new Error('A unit of work must do every read before its first write.');
  }
}
