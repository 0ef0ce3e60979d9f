import type { CallAnswer } from './CallerAccount';

/** How one call ended: the use case's success, its refusal code, or the callable's own refusal status. */
export function outcomeOf(answer: CallAnswer): string {
  if (answer.kind === 'refused') return answer.status;
  const value = answer.value as { ok?: boolean; error?: { code?: string } } | null;
  return value?.ok === true ? 'ok' : (value?.error?.code ?? 'unreadable answer');
}

/** The p-th percentile (0-100) of sorted values, nearest rank. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export interface LatencySummary {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export function summarise(ms: readonly number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  return { calls: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? 0 };
}

/** Every call of a run: latencies and outcomes per callable. */
export class CallTally {
  private readonly ms = new Map<string, number[]>();
  readonly outcomes = new Map<string, Map<string, number>>();

  record(name: string, answer: CallAnswer): string {
    const outcome = outcomeOf(answer);
    const ms = this.ms.get(name) ?? [];
    ms.push(answer.ms);
    this.ms.set(name, ms);
    const counts = this.outcomes.get(name) ?? new Map<string, number>();
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    this.outcomes.set(name, counts);
    return outcome;
  }

  latency(name?: string): LatencySummary {
    return summarise(name ? (this.ms.get(name) ?? []) : [...this.ms.values()].flat());
  }

  /** 'placeOrder: ok 950, checkout.itemsUnavailable 12; ...' */
  describe(): string {
    return [...this.outcomes]
      .map(([name, counts]) => `${name}: ${[...counts].map(([outcome, n]) => `${outcome} ${n}`).join(', ')}`)
      .join('; ');
  }
}
