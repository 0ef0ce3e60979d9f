import { inject, injectable } from 'inversify';
import { reportRange, type RangeChoice, type RangeError } from '../../domain/reports/reportRange';
import { buildSalesReport } from '../../domain/reports/buildSalesReport';
import type { SalesReport } from '../../domain/reports/SalesReport';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { DaySummaryRepositoryToken, type DaySummaryRepository } from '../ports/DaySummaryRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';

export interface SalesReportRequest {
  range: RangeChoice;
  /** The two dates ('YYYY-MM-DD') when `range` is 'between'. */
  between?: { from: string; to: string };
}

/**
 * The owner's report for a range of store days (IST), from the day summaries alone: at most one
 * document per day, however many orders the days had. Admins only.
 */
@injectable()
export class GetSalesReport {
  constructor(
    @inject(DaySummaryRepositoryToken) private readonly summaries: DaySummaryRepository,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
  ) {}

  async execute(request: SalesReportRequest): Promise<Result<SalesReport, 'orders.permissionDenied' | RangeError | CommonFaultCode>> {
    if (roleOf(this.currentUser.profile()) !== 'admin') return err('orders.permissionDenied');
    const range = reportRange(request.range, this.clock.now(), request.between);
    if (!range.ok) return range;
    try {
      const { from, to } = range.value;
      return ok(buildSalesReport(await this.summaries.listDays(from, to), from, to));
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
