import { collection, doc, getDoc, query, where, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { OrderListener, OrderRepository } from '../../application/ports/OrderRepository';
import type { Order } from '../../domain/order/Order';
import { byNewest } from './converters/byNewest';
import { orderFromDoc } from './converters/orderFromDoc';
import { firestoreCall } from './firestoreCall';
import { observeQuery } from './observeSnapshot';
import { readOrDenied } from './readOrDenied';

const toOrders = (snap: QuerySnapshot): Order[] => byNewest(snap.docs.map((d) => orderFromDoc(d.id, d.data())));

/**
 * Active orders (collection orders). Each query filters on what firestore.rules let that role
 * read (own orders, pending ones for delivery, assigned ones), so the query itself is allowed.
 */
export class FirestoreOrderRepository implements OrderRepository {
  constructor(private readonly db: Firestore) {}

  get(id: string): Promise<Order | null> {
    return firestoreCall(async () => {
      const data = await readOrDenied(() => getDoc(doc(this.db, 'orders', id)));
      return data ? orderFromDoc(id, data) : null;
    });
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
