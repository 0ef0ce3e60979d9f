import {
  collection,
  collectionGroup,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { OrderHistoryRepository } from '../../application/ports/OrderHistoryRepository';
import type { Order } from '../../domain/order/Order';
import type { Millis } from '../../domain/shared/Timestamp';
import { orderFromDoc } from './converters/orderFromDoc';
import { firestoreCall } from './firestoreCall';
import { fullReadSdk } from './fullReadSdk';
import { observeQuery } from './observeSnapshot';
import { OrderReads } from './OrderReads';
import { newestFirst } from '../../domain/shared/newestFirst';

const toOrder = (d: QueryDocumentSnapshot): Order => orderFromDoc(d.id, d.data());

/** A history entry lives at orderHistory/{userId}/orders/{id}; active orders share the name 'orders'. */
const isHistoryEntry = (d: QueryDocumentSnapshot): boolean => d.ref.parent.parent?.parent.id === 'orderHistory';

/** Finished orders: orderHistory/{userId} with its orders subcollection. */
export class FirestoreOrderHistoryRepository implements OrderHistoryRepository {
  private readonly reads: OrderReads;

  constructor(private readonly db: Firestore) {
    this.reads = new OrderReads(fullReadSdk, db);
  }

  listByUser(userId: string): Promise<Order[]> {
    return this.reads.finished.listByUser(userId);
  }

  /**
   * The collection group 'orders' newest first (its descending collection-group index on createdAt
   * is a field override in firestore.indexes.json), a page at a time: the group also holds the
   * active orders, which are skipped, so a page may yield fewer history entries than it read.
   */
  listLatest(count: number): Promise<Order[]> {
    const newest = query(collectionGroup(this.db, 'orders'), orderBy('createdAt', 'desc'));
    return firestoreCall(async () => {
      const found: Order[] = [];
      let after: QueryDocumentSnapshot | undefined;
      while (found.length < count) {
        const page = await getDocs(query(newest, ...(after ? [startAfter(after)] : []), limit(count)));
        found.push(...page.docs.filter(isHistoryEntry).map(toOrder));
        if (page.docs.length < count) break;
        after = page.docs.at(-1);
      }
      return found.slice(0, count);
    });
  }

  /**
   * One collection-group query on deliveryPersonId, the filter firestore.rules ask of a delivery
   * person, and on deliveredAt from `since` (the composite index in firestore.indexes.json). Active
   * orders share the group's name but are never delivered: only history entries come back.
   */
  listDeliveredBy(deliveryPersonId: string, since: Millis): Promise<Order[]> {
    const delivered = query(
      collectionGroup(this.db, 'orders'),
      where('deliveryPersonId', '==', deliveryPersonId),
      where('deliveredAt', '>=', Timestamp.fromMillis(since)),
    );
    return firestoreCall(async () =>
      newestFirst(
        (await getDocs(delivered)).docs
          .filter(isHistoryEntry)
          .map(toOrder)
          .filter((o) => o.status === 'delivered'),
      ),
    );
  }

  /**
   * One collection-group range query on createdAt (its collection-group index is a field override
   * in firestore.indexes.json); the active orders in the group are left out.
   */
  listPlacedBetween(from: Millis, to: Millis): Promise<Order[]> {
    const placed = query(
      collectionGroup(this.db, 'orders'),
      where('createdAt', '>=', Timestamp.fromMillis(from)),
      where('createdAt', '<', Timestamp.fromMillis(to)),
    );
    return firestoreCall(async () => newestFirst((await getDocs(placed)).docs.filter(isHistoryEntry).map(toOrder)));
  }

  observeByUser(userId: string, listener: (orders: Order[]) => void): () => void {
    return observeQuery(this.ordersOf(userId), (snap) => newestFirst(snap.docs.map(toOrder)), listener);
  }

  private ordersOf(userId: string) {
    return collection(this.db, 'orderHistory', userId, 'orders');
  }
}
