import type { DaySummaryRepository } from '../../application/ports/DaySummaryRepository';
import type { DaySummary } from '../../domain/reports/DaySummary';
import type { DayKey } from '../../domain/reports/istCalendar';
import type { LocalDatabase } from './LocalDatabase';
import { withDataFault } from './withDataFault';

/** daySummaries keyed by day: a range is one key-range read of at most one row a day. */
export class LocalDaySummaryRepository implements DaySummaryRepository {
  constructor(private readonly db: LocalDatabase) {}

  listDays(from: DayKey, to: DayKey): Promise<DaySummary[]> {
    return withDataFault(() => this.db.daySummaries.where('day').between(from, to, true, true).toArray());
  }
}
