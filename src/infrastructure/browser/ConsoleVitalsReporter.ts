import { injectable } from 'inversify';
import type { VitalMetric, VitalsReporter } from '../../application/ports/VitalsReporter';

/** Logs web vitals to the console in development; silent in production until a collector exists. */
@injectable()
export class ConsoleVitalsReporter implements VitalsReporter {
  constructor(private readonly enabled: boolean = import.meta.env.DEV) {}

  report(metric: VitalMetric): void {
    if (!this.enabled) return;
    console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(metric.name === 'CLS' ? 3 : 0)} (${metric.rating})`);
  }
}
