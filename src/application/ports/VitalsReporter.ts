import type { ServiceIdentifier } from 'inversify';

/** One Core Web Vitals reading from a real visit. */
export interface VitalMetric {
  readonly name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; unitless for CLS. */
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique per page load and metric, so repeated reports of one metric can be merged. */
  readonly id: string;
}

export interface VitalsReporter {
  /** Records a reading; must never throw or block the page. */
  report(metric: VitalMetric): void;
}

export const VitalsReporterToken: ServiceIdentifier<VitalsReporter> = Symbol.for('VitalsReporter');
