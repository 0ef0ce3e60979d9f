import { collection, documentId, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { DaySummaryRepository } from '../../application/ports/DaySummaryRepository';
import type { DaySummary } from '../../domain/reports/DaySummary';
import type { DayKey } from '../../domain/reports/istCalendar';
import { DAY_SUMMARIES } from './booksCollections';
import { daySummaryFromDoc } from './converters/daySummaryFromDoc';
import { firestoreCall } from './firestoreCall';

/** daySummaries/{day}, read by the admin's browser under firestore.rules: one query on the ids of the range's days. */
export class FirestoreDaySummaryRepository implements DaySummaryRepository {
  constructor(private readonly db: Firestore) {}

  listDays(from: DayKey, to: DayKey): Promise<DaySummary[]> {
    const days = query(collection(this.db, DAY_SUMMARIES), where(documentId(), '>=', from), where(documentId(), '<=', to));
    return firestoreCall(async () =>
      (await getDocs(days)).docs.map((d) => daySummaryFromDoc(d.id, d.data())).sort((a, b) => (a.day < b.day ? -1 : 1)),
    );
  }
}
