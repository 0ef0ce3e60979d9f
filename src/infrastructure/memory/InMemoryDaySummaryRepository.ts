import type { DaySummaryRepository } from '../../application/ports/DaySummaryRepository';
import type { DaySummary } from '../../domain/reports/DaySummary';
import type { DayKey } from '../../domain/reports/istCalendar';
import type { MemoryDatabase } from './MemoryDatabase';

export class InMemoryDaySummaryRepository implements DaySummaryRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async listDays(from: DayKey, to: DayKey): Promise<DaySummary[]> {
    this.db.throwFault('daySummaries.listDays');
    return [...this.db.state.daySummaries.values()]
      .filter((s) => s.day >= from && s.day <= to)
      .sort((a, b) => (a.day < b.day ? -1 : 1))
      .map((s) => structuredClone(s));
  }
}
