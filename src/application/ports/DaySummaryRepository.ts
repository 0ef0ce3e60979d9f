import type { ServiceIdentifier } from 'inversify';
import type { DaySummary } from '../../domain/reports/DaySummary';
import type { DayKey } from '../../domain/reports/istCalendar';

/** daySummaries/{day}: the store's books, one document per IST day, written only with the orders' changes. */
export interface DaySummaryRepository {
  /** The summaries of the days `from` to `to` (both included) that had any trade, oldest first: one read per day at most. */
  listDays(from: DayKey, to: DayKey): Promise<DaySummary[]>;
}

export const DaySummaryRepositoryToken: ServiceIdentifier<DaySummaryRepository> = Symbol.for('DaySummaryRepository');
