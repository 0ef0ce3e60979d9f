import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { Order } from '../../src/domain/order/Order';
import { summariesFromOrders } from '../../src/domain/reports/summariesFromOrders';
import { DAY_SUMMARIES, FIRST_ORDERS } from '../../src/infrastructure/firebase/booksCollections';
import { daySummaryToDoc } from '../../src/infrastructure/firebase/converters/daySummaryToDoc';
import { orderFromDoc } from '../../src/infrastructure/firebase/converters/orderFromDoc';
import { adminStoredValues as values } from '../../functions/src/admin/adminStoredValues';

/** What a rebuild did, for the command's report. */
export interface RebuildReport {
  orders: number;
  days: number;
  customers: number;
  /** Day summaries and first-order records that no order supports any more, deleted. */
  removed: number;
}

/**
 * Every order the store holds: the active ones (orders/{id}) and the finished ones
 * (orderHistory/{uid}/orders/{id}), one collection-group query for both.
 */
async function allOrders(db: Firestore): Promise<Order[]> {
  const snap = await db.collectionGroup('orders').get();
  return snap.docs
    .filter((d) => {
      const owner = d.ref.parent.parent;
      return owner === null || owner.parent.id === 'orderHistory';
    })
    .map((d) => orderFromDoc(d.id, d.data()));
}

/**
 * Works the store's books out again from its orders and history (a store upgrading from before the
 * books, or after a fault), with the same domain rules the server functions record by, and writes
 * them whole: every day's summary and every customer's first order, and deletes what no order
 * supports any more. Running it twice writes the same documents. Run it while the shop is quiet:
 * an order changed during the rebuild may be counted by the rebuild and by its own transaction, or
 * by neither (run it again afterwards and the books are right).
 */
export async function rebuildBooks(db: Firestore): Promise<RebuildReport> {
  const orders = await allOrders(db);
  const books = summariesFromOrders(orders);
  const writer = db.bulkWriter();
  const keep = new Set<string>();
  for (const summary of books.summaries) {
    const ref = db.collection(DAY_SUMMARIES).doc(summary.day);
    keep.add(ref.path);
    void writer.set(
      ref,
      daySummaryToDoc(summary, (n) => n),
    );
  }
  for (const [userId, at] of books.firstOrders) {
    const ref = db.collection(FIRST_ORDERS).doc(userId);
    keep.add(ref.path);
    void writer.set(ref, { userId, at: values.timestamp(at) });
  }
  const stale: DocumentReference[] = [
    ...(await db.collection(DAY_SUMMARIES).listDocuments()),
    ...(await db.collection(FIRST_ORDERS).listDocuments()),
  ].filter((ref) => !keep.has(ref.path));
  for (const ref of stale) void writer.delete(ref);
  await writer.close();
  return { orders: orders.length, days: books.summaries.length, customers: books.firstOrders.size, removed: stale.length };
}
