import type { Firestore, QuerySnapshot } from 'firebase/firestore';
import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { OrderRepository } from '../../application/ports/OrderRepository';
import type { Order } from '../../domain/order/Order';
import { newestFirst } from '../../domain/shared/newestFirst';
import { orderFromDoc } from './converters/orderFromDoc';
import { firestoreCall } from './firestoreCall';
import type { FirestoreReadSdk } from './FirestoreReadSdk';

// Sorted here rather than by the query, so documents whose createdAt is an ISO string or missing
// (older data) still list, and in the right place.
export const toOrders = (snap: Pick<QuerySnapshot, 'docs'>): Order[] => newestFirst(snap.docs.map((d) => orderFromDoc(d.id, d.data())));

/**
 * A customer's orders, once, over either Firestore SDK (see FirestoreReadSdk): her active ones
 * (orders where userId is hers, the filter firestore.rules ask of her) and her finished ones
 * (orderHistory/{uid}/orders). They are the first values of her live lists, which the order alerts
 * watch on every page: read through Firestore Lite, they do not bring the full SDK into her first screen.
 */
export class OrderReads {
  constructor(
    private readonly sdk: FirestoreReadSdk,
    private readonly db: Firestore,
  ) {}

  readonly active: Pick<OrderRepository, 'listByUser'> = {
    listByUser: (userId) =>
      firestoreCall(async () =>
        toOrders(await this.sdk.getDocs(this.sdk.query(this.sdk.collection(this.db, 'orders'), this.sdk.where('userId', '==', userId)))),
      ),
  };

  readonly finished: Pick<OrderHistoryRepository, 'listByUser'> = {
    listByUser: (userId) =>
      firestoreCall(async () => toOrders(await this.sdk.getDocs(this.sdk.collection(this.db, 'orderHistory', userId, 'orders')))),
  };
}
