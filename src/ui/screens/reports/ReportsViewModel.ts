import { inject, injectable } from 'inversify';
import { actionBound, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ExportOrders } from '../../../application/reports/ExportOrders';
import { GetSalesReport } from '../../../application/reports/GetSalesReport';
import { ClockToken, type Clock } from '../../../application/ports/Clock';
import { addDays, istDayKey } from '../../../domain/reports/istCalendar';
import type { RangeChoice } from '../../../domain/reports/reportRange';
import type { SalesReport } from '../../../domain/reports/SalesReport';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { ViewModel } from '../../app/useViewModel';

/**
 * /admin/reports: the owner's figures for a range of store days. A range from the list loads at
 * once; two dates of his own load when he asks (Show), so a half-typed date is never a report.
 */
@injectable('Transient')
export class ReportsViewModel implements ViewModel {
  range: RangeChoice = 'last7';
  from: string;
  to: string;
  report: SalesReport | null = null;
  error: ErrorCode | null = null;
  loading = false;
  exporting = false;
  private run = 0;

  constructor(
    @inject(GetSalesReport) private readonly getReport: GetSalesReport,
    @inject(ExportOrders) private readonly exportOrders: ExportOrders,
    @inject(ClockToken) clock: Clock,
  ) {
    // Two dates start as the last 7 days, in the store's calendar.
    this.to = istDayKey(clock.now());
    this.from = addDays(this.to, -6);
    makeObservable(this, {
      range: observable,
      from: observable,
      to: observable,
      report: observableRef,
      error: observable,
      loading: observable,
      exporting: observable,
      mount: actionBound,
      exportCsv: actionBound,
      choose: actionBound,
      setFrom: actionBound,
      setTo: actionBound,
      load: actionBound,
    });
  }

  mount(): void {
    void this.load();
  }

  choose(range: RangeChoice): void {
    this.range = range;
    if (range !== 'between') void this.load();
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  /** The orders of the report on screen as CSV text, and its file name; null when it failed (error says why). */
  async exportCsv(): Promise<{ text: string; fileName: string } | null> {
    const report = this.report;
    if (!report || this.exporting) return null;
    this.exporting = true;
    this.error = null;
    const result = await this.exportOrders.execute({ range: 'between', between: { from: report.from, to: report.to } });
    return runInAction(() => {
      this.exporting = false;
      if (result.ok) return { text: result.value, fileName: `orders-${report.from}-to-${report.to}.csv` };
      this.error = result.error.code;
      return null;
    });
  }

  async load(): Promise<void> {
    const run = ++this.run;
    this.loading = true;
    this.error = null;
    const result = await this.getReport.execute(
      this.range === 'between' ? { range: 'between', between: { from: this.from, to: this.to } } : { range: this.range },
    );
    if (run !== this.run) return;
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.report = result.value;
      else this.error = result.error.code;
    });
  }
}
