import { DataFaultError, type DataFaultKind } from '../../../src/application/ports/DataFaultError';

/**
 * 'before': the call never reaches the port (the request was lost).
 * 'after': the port did the work, then the answer was lost (a timeout after the server committed).
 */
export type FaultMoment = 'before' | 'after';

export interface FaultOptions {
  /** Calls (to any of the rule's methods) let through before the first failure. Default 0. */
  after?: number;
  /** Default 'before'. */
  when?: FaultMoment;
}

/** One fault that fired: which method, what was thrown, and whether the port had done the work. */
export interface InjectedFault {
  method: string;
  error: Error;
  when: FaultMoment;
}

interface Rule {
  methods: ReadonlySet<string>;
  fault: DataFaultKind | Error;
  skip: number;
  times: number;
  when: FaultMoment;
}

/**
 * What a port wrapped by withFaults() should do wrong, set by a test while it runs. Every call of
 * a wrapped method asks the plan first; the plan counts calls and remembers every fault it threw,
 * so a test can check that each planned fault really happened.
 */
export class FaultPlan {
  private readonly rules: Rule[] = [];
  private readonly counts = new Map<string, number>();
  private readonly fired: InjectedFault[] = [];

  /**
   * Fails the next `times` calls of `method` (or of any of several methods, counted together)
   * with a DataFaultError of `fault`'s kind, or with `fault` itself when it is an Error.
   */
  failNext(method: string | readonly string[], fault: DataFaultKind | Error, times = 1, options: FaultOptions = {}): this {
    const methods = new Set(typeof method === 'string' ? [method] : method);
    this.rules.push({ methods, fault, skip: options.after ?? 0, times, when: options.when ?? 'before' });
    return this;
  }

  /** Called by the wrapper for each call: the fault to apply to this one, if any. */
  take(method: string): { error: Error; when: FaultMoment } | null {
    this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
    let chosen: Rule | null = null;
    for (const rule of this.rules) {
      if (!rule.methods.has(method) || rule.times === 0) continue;
      if (rule.skip > 0) rule.skip -= 1;
      else if (!chosen) chosen = rule;
    }
    if (!chosen) return null;
    chosen.times -= 1;
    const error =
      chosen.fault instanceof Error ? chosen.fault : new DataFaultError(chosen.fault, `injected ${chosen.fault} fault in ${method}`);
    this.fired.push({ method, error, when: chosen.when });
    return { error, when: chosen.when };
  }

  /** How many times `method` was called through the wrapper (failed calls included). */
  calls(method: string): number {
    return this.counts.get(method) ?? 0;
  }

  /** Every fault thrown so far, in order. */
  get injected(): readonly InjectedFault[] {
    return [...this.fired];
  }

  /** Planned failures that have not happened yet (a test that expects all of them checks this is 0). */
  get pending(): number {
    return this.rules.reduce((sum, rule) => sum + rule.times, 0);
  }
}
