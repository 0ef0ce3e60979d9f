import {
  doc,
  FieldPath,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction as SdkTransaction,
} from 'firebase/firestore';
import { DataFaultError } from '../../application/ports/DataFaultError';
import { TransactionConflictError, type Transaction } from '../../application/ports/UnitOfWork';
import type { Cart } from '../../domain/cart/CartLine';
import type { Product, ProductRef } from '../../domain/catalog/Product';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';
import { cartFromDoc } from './converters/cartFromDoc';
import { orderFromDoc } from './converters/orderFromDoc';
import { orderPatchToDoc } from './converters/orderPatchToDoc';
import { orderToDoc } from './converters/orderToDoc';
import { productFromDoc } from './converters/productFromDoc';
import { productPath } from './converters/productPath';
import { readOrDenied } from './readOrDenied';
import { type StockChange, type StockChanges, readStockChanges } from './stockChanges';

interface StockWrite {
  ref: ProductRef;
  /** New `available` of a product without variants, when set. */
  available?: number;
  /** New `variants.{label}.available`, by label. */
  variants: Map<string, number>;
  updatedAt: Millis;
}

interface HistoryWrite {
  userId: string;
  order: Order;
  lastUpdated: Millis;
}

/** The stock claim firestore.rules read to allow a customer's or courier's stock write (see stockChanges.ts). */
interface StockClaim {
  kind: 'checkout' | 'restore';
  orderId: string;
  ownerId: string;
  changes: StockChanges;
}

/** A stored stock figure; hand-typed text ('300') reads as the number, as firestore.rules' float() reads it. */
const numberIn = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return 0;
};

/**
 * One unit of work over a Firestore transaction. Reads go to the server at once; writes are
 * buffered and applied by commit() after the last read, because Firestore allows no read after
 * the first write. commit() also writes what firestore.rules need to let a signed-in customer move
 * stock: the order's stockChanges and placedAt, the products' stockStamp, and the actor's
 * stockClaims document (see stockChanges.ts).
 */
export class FirestoreTransaction implements Transaction {
  private readonly productReads = new Map<string, DocumentData | null>();
  private readonly orderReads = new Map<string, DocumentData | null>();
  private readonly stock = new Map<string, StockWrite>();
  private readonly created: Order[] = [];
  private readonly updates: Array<[string, Partial<Omit<Order, 'id'>>]> = [];
  private readonly deletes: string[] = [];
  private readonly histories: HistoryWrite[] = [];
  private readonly cartResets: string[] = [];
  private readonly codesPut: Array<{ orderId: string; userId: string; code: string }> = [];
  private readonly codesDeleted: string[] = [];

  constructor(
    private readonly tx: SdkTransaction,
    private readonly db: Firestore,
    private readonly store: string,
    /** The signed-in user's uid, who owns the stock claim. */
    private readonly actor: string | null,
  ) {}

  async getProduct(ref: ProductRef): Promise<Product | null> {
    const data = await this.readProduct(ref);
    return data ? productFromDoc(ref, data) : null;
  }

  async getOrder(id: string): Promise<Order | null> {
    const data = await this.readOrder(id);
    return data ? orderFromDoc(id, data) : null;
  }

  async getCart(userId: string): Promise<Cart> {
    return cartFromDoc(userId, (await this.tx.get(doc(this.db, 'incart', userId))).data());
  }

  setStock(ref: ProductRef, variant: string | null, available: number, updatedAt: Millis): void {
    const path = productPath(this.store, ref);
    const write = this.stock.get(path) ?? { ref, variants: new Map<string, number>(), updatedAt };
    if (variant === null) write.available = available;
    else write.variants.set(variant, available);
    write.updatedAt = updatedAt;
    this.stock.set(path, write);
  }

  createOrder(order: Order): void {
    this.created.push(order);
  }

  updateOrder(id: string, patch: Partial<Omit<Order, 'id'>>): void {
    this.updates.push([id, patch]);
  }

  deleteOrder(id: string): void {
    this.deletes.push(id);
  }

  putHistory(userId: string, order: Order, lastUpdated: Millis): void {
    this.histories.push({ userId, order, lastUpdated });
  }

  resetCart(userId: string): void {
    this.cartResets.push(userId);
  }

  putDeliveryCode(orderId: string, userId: string, code: string): void {
    this.codesPut.push({ orderId, userId, code });
  }

  /**
   * firestore.rules compare a delivered history copy's deliveryCode with this document as it was
   * before the request, so deleting it in the same commit is what a delivery does.
   */
  deleteDeliveryCode(orderId: string): void {
    this.codesDeleted.push(orderId);
  }

  /** Reads what the writes still need, then applies every buffered write to the transaction. */
  async commit(): Promise<void> {
    for (const order of this.created) {
      if (await this.orderOnce(order.id)) throw new TransactionConflictError();
    }
    for (const [path, write] of this.stock) {
      const before = await this.productOnce(path, write.ref);
      if (!before) throw new DataFaultError('notFound', path);
      const variants = (before.variants ?? {}) as Record<string, unknown>;
      const missing = [...write.variants.keys()].find((label) => !(label in variants));
      if (missing !== undefined) throw new DataFaultError('notFound', `variant ${missing} of ${path}`);
      if (this.isNoChange(before, write)) this.stock.delete(path);
    }
    for (const [id] of this.updates) {
      if (!(await this.orderOnce(id))) throw new DataFaultError('notFound', `orders/${id}`);
    }
    for (const id of this.deletes) await this.orderOnce(id);

    const claim = this.stockClaim();
    for (const [path, write] of this.stock) this.writeStock(path, write, claim);
    for (const order of this.created) this.writeCreatedOrder(order, claim);
    for (const [id, patch] of this.updates) this.tx.update(this.orderDoc(id), orderPatchToDoc(patch));
    for (const entry of this.histories) this.writeHistory(entry);
    for (const id of this.deletes) this.tx.delete(this.orderDoc(id));
    for (const userId of this.cartResets) {
      this.tx.set(doc(this.db, 'incart', userId), { items: {} }, { mergeFields: ['items'] });
    }
    for (const { orderId, userId, code } of this.codesPut) this.tx.set(this.codeDoc(orderId), { userId, code });
    for (const orderId of this.codesDeleted) this.tx.delete(this.codeDoc(orderId));
    if (claim && this.actor) {
      this.tx.set(doc(this.db, 'stockClaims', this.actor), { ...claim, at: serverTimestamp() });
    }
  }

  /**
   * A checkout claims the decrements it makes for the order it creates; a cancellation claims back
   * what the cancelled order recorded when it was placed. Without either (an admin's own stock
   * edit, or an order placed before stockChanges existed) there is no claim and only an admin may write.
   */
  private stockClaim(): StockClaim | null {
    if (this.stock.size === 0) return null;
    const placed = this.created[0];
    if (placed) return { kind: 'checkout', orderId: placed.id, ownerId: placed.userId, changes: this.decrements() };
    for (const id of this.deletes) {
      const raw = this.orderReads.get(id);
      const changes = raw ? readStockChanges(raw.stockChanges) : null;
      const cancelled = this.histories.some((h) => h.order.id === id && h.order.status === 'cancelled');
      if (raw && changes && cancelled) return { kind: 'restore', orderId: id, ownerId: String(raw.userId), changes };
    }
    return null;
  }

  /** What each product loses, as `before - after` from the stock read in this unit. */
  private decrements(): StockChanges {
    const changes: StockChanges = {};
    for (const [path, write] of this.stock) {
      const before = this.productReads.get(path) ?? {};
      const change: StockChange = {};
      if (write.available !== undefined) change.available = numberIn(before.available) - write.available;
      for (const [label, available] of write.variants) {
        change.variants = { ...change.variants, [label]: this.variantStock(before, label) - available };
      }
      changes[path] = change;
    }
    return changes;
  }

  private writeStock(path: string, write: StockWrite, claim: StockClaim | null): void {
    const before = this.productReads.get(path) ?? {};
    const change = claim?.changes[path];
    const sign = claim?.kind === 'checkout' ? -1 : 1;
    // The value stored is recomputed as before ± claimed amount, the very sum firestore.rules
    // compare, so float rounding can never make a fair write look like a forged one. A restore
    // never gives back more than the order took.
    const settle = (stored: number, requested: number, claimed: number | undefined): number => {
      if (claimed === undefined) return requested;
      return sign < 0 ? stored - claimed : Math.min(requested, stored + claimed);
    };
    const fields: unknown[] = [];
    if (write.available !== undefined) {
      fields.push('available', settle(numberIn(before.available), write.available, change?.available));
    }
    for (const [label, available] of write.variants) {
      const value = settle(this.variantStock(before, label), available, change?.variants?.[label]);
      fields.push(new FieldPath('variants', label, 'available'), value);
    }
    fields.push('updatedAt', Timestamp.fromMillis(write.updatedAt));
    // Only this request's own server time can fill stockStamp: the order's rule reads it to know the
    // product really was written together with the order (see firestore.rules, takenNow).
    if (claim) fields.push('stockStamp', serverTimestamp());
    const [field, value, ...rest] = fields;
    this.tx.update(doc(this.db, path), field as string | FieldPath, value, ...rest);
  }

  private writeCreatedOrder(order: Order, claim: StockClaim | null): void {
    const stockChanges = claim?.kind === 'checkout' && claim.orderId === order.id ? claim.changes : undefined;
    this.tx.set(this.orderDoc(order.id), {
      ...orderToDoc(order),
      // The server's clock: firestore.rules compare it with request.time to know the order is new.
      placedAt: serverTimestamp(),
      ...(stockChanges ? { stockChanges } : {}),
    });
  }

  private writeHistory({ userId, order, lastUpdated }: HistoryWrite): void {
    const raw = this.orderReads.get(order.id);
    const stockChanges = raw ? readStockChanges(raw.stockChanges) : null;
    this.tx.set(doc(this.db, 'orderHistory', userId, 'orders', order.id), {
      ...orderToDoc(order),
      // The stored values, exactly as they were: an older order's createdAt keeps its own form.
      ...(raw?.createdAt !== undefined ? { createdAt: raw.createdAt } : {}),
      ...(raw?.placedAt !== undefined ? { placedAt: raw.placedAt } : {}),
      ...(stockChanges ? { stockChanges } : {}),
    });
    this.tx.set(doc(this.db, 'orderHistory', userId), { userId, lastUpdated: Timestamp.fromMillis(lastUpdated) }, { merge: true });
  }

  /** A write that leaves every figure as it was: nothing to claim, nothing to write. */
  private isNoChange(before: DocumentData, write: StockWrite): boolean {
    if (write.available !== undefined && write.available !== numberIn(before.available)) return false;
    return [...write.variants].every(([label, available]) => available === this.variantStock(before, label));
  }

  private async productOnce(path: string, ref: ProductRef): Promise<DocumentData | null> {
    return this.productReads.has(path) ? (this.productReads.get(path) ?? null) : this.readProduct(ref);
  }

  private async orderOnce(id: string): Promise<DocumentData | null> {
    return this.orderReads.has(id) ? (this.orderReads.get(id) ?? null) : this.readOrder(id);
  }

  private variantStock(product: DocumentData, label: string): number {
    const variants = product.variants as Record<string, { available?: unknown } | undefined> | undefined;
    return numberIn(variants?.[label]?.available);
  }

  private async readProduct(ref: ProductRef): Promise<DocumentData | null> {
    const path = productPath(this.store, ref);
    const data = (await this.tx.get(doc(this.db, path))).data() ?? null;
    this.productReads.set(path, data);
    return data;
  }

  private async readOrder(id: string): Promise<DocumentData | null> {
    const data = await readOrDenied(() => this.tx.get(this.orderDoc(id)));
    this.orderReads.set(id, data);
    return data;
  }

  private orderDoc(id: string): DocumentReference {
    return doc(this.db, 'orders', id);
  }

  private codeDoc(orderId: string): DocumentReference {
    return doc(this.db, 'deliveryCodes', orderId);
  }
}
