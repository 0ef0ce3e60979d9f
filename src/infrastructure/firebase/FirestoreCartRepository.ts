import { deleteField, doc, FieldPath, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { CartRepository } from '../../application/ports/CartRepository';
import { DataFaultError } from '../../application/ports/DataFaultError';
import type { Cart, CartLine } from '../../domain/cart/CartLine';
import { CART_COLLECTION, CartReads } from './CartReads';
import { cartFromDoc } from './converters/cartFromDoc';
import { cartLineToDoc } from './converters/cartLineToDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeDoc } from './observeSnapshot';

/**
 * incart/{uid} with its items map keyed '{productId}_{variant}'. Keys are addressed with FieldPath,
 * never dotted strings, because a variant label such as '0.5kg' contains a dot.
 */
export class FirestoreCartRepository implements CartRepository {
  private readonly reads: CartReads;

  constructor(
    private readonly db: Firestore,
    private readonly store: string,
  ) {
    this.reads = new CartReads(fullReadSdk, db);
  }

  get(userId: string): Promise<Cart> {
    return this.reads.get(userId);
  }

  observe(userId: string, listener: (cart: Cart) => void): () => void {
    return observeDoc(this.cartDoc(userId), (snap) => cartFromDoc(userId, snap.data()), listener);
  }

  setLine(userId: string, key: string, line: CartLine): Promise<void> {
    const entry = cartLineToDoc(line, this.store, (path) => doc(this.db, path));
    // mergeFields replaces exactly this entry (a plain merge would keep fields of an older line).
    return firestoreCall(() => setDoc(this.cartDoc(userId), { items: { [key]: entry } }, { mergeFields: [new FieldPath('items', key)] }));
  }

  /**
   * A plain update, not a transaction: the cart's listener (and so the stepper) shows a plain write
   * at once, while a transaction's change reaches it only through the server's watch stream, a
   * further round trip on a phone's slow data. The whole line is written back with its new quantity,
   * so a line removed meanwhile in another tab comes back whole instead of as a bare quantity.
   */
  async updateQty(userId: string, key: string, qty: number): Promise<void> {
    const ref = this.cartDoc(userId);
    const line = new FieldPath('items', key);
    const current: unknown = (await firestoreCall(() => getDoc(ref))).get(line);
    if (typeof current !== 'object' || current === null) throw new DataFaultError('notFound', `cart line ${key}`);
    await firestoreCall(() => updateDoc(ref, line, { ...current, qty }));
  }

  /** Deletes the map entry (RemoveCartLine retries a network failure on the schedule of docs/SPEC.md 'Calls made'). */
  async removeLine(userId: string, key: string): Promise<void> {
    try {
      await firestoreCall(() => updateDoc(this.cartDoc(userId), new FieldPath('items', key), deleteField()));
    } catch (e) {
      // No cart document: the line is already gone.
      if (!(e instanceof DataFaultError && e.kind === 'notFound')) throw e;
    }
  }

  reset(userId: string): Promise<void> {
    return firestoreCall(() => setDoc(this.cartDoc(userId), { items: {} }, { mergeFields: ['items'] }));
  }

  private cartDoc(userId: string) {
    return doc(this.db, CART_COLLECTION, userId);
  }
}
