import { collection, doc, getCountFromServer, getDoc, getDocs, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { OrderListener, OrderRepository } from '../../application/ports/OrderRepository';
import type { Order } from '../../domain/order/Order';
import { deliveryCodeFromDoc } from './converters/deliveryCodeFromDoc';
import { orderFromDoc } from './converters/orderFromDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeQuery } from './observeSnapshot';
import { OrderReads, toOrders } from './OrderReads';
import { OPEN_ORDER_STATUSES } from '../../domain/store/openOrderCap';
import { readOrDenied } from './readOrDenied';

/**
 * Active orders (collection orders). Each query filters on what firestore.rules let that role
 * read (own orders, pending ones for delivery, assigned ones), so the query itself is allowed.
 */
export class FirestoreOrderRepository implements OrderRepository {
  private readonly reads: OrderReads;

  constructor(private readonly db: Firestore) {
    this.reads = new OrderReads(fullReadSdk, db);
  }

  get(id: string): Promise<Order | null> {
    return firestoreCall(async () => {
      const data = await readOrDenied(() => getDoc(doc(this.db, 'orders', id)));
      return data ? orderFromDoc(id, data) : null;
    });
  }

  listAll(): Promise<Order[]> {
    return firestoreCall(async () => toOrders(await getDocs(this.orders())));
  }

  /**
   * Counted by the server, not downloaded. Equality on userId with `in` on status is served by the
   * automatic single-field indexes (no composite index), and the userId filter is what lets a
   * customer run it under firestore.rules.
   */
  countOpenByUser(userId: string): Promise<number> {
    return firestoreCall(async () => {
      const open = query(this.orders(), where('userId', '==', userId), where('status', 'in', [...OPEN_ORDER_STATUSES]));
      return (await getCountFromServer(open)).data().count;
    });
  }

  /** deliveryCodes/{orderId}: firestore.rules let only the order's customer and admins read it; anyone else gets null. */
  getDeliveryCode(orderId: string): Promise<string | null> {
    return firestoreCall(async () => deliveryCodeFromDoc(await readOrDenied(() => getDoc(doc(this.db, 'deliveryCodes', orderId)))));
  }

  listByUser(userId: string): Promise<Order[]> {
    return this.reads.active.listByUser(userId);
  }

  observeByUser(userId: string, listener: OrderListener): () => void {
    return this.observe(query(this.orders(), where('userId', '==', userId)), listener);
  }

  observePending(listener: OrderListener): () => void {
    return this.observe(query(this.orders(), where('status', '==', 'pending')), listener);
  }

  observeByDeliveryPerson(deliveryPersonId: string, listener: OrderListener): () => void {
    return this.observe(query(this.orders(), where('deliveryPersonId', '==', deliveryPersonId)), listener);
  }

  observeAll(listener: OrderListener): () => void {
    return this.observe(this.orders(), listener);
  }

  private observe(q: Query, listener: OrderListener): () => void {
    return observeQuery(q, toOrders, listener);
  }

  private orders() {
    return collection(this.db, 'orders');
  }
}
