/** What a person's calls count against on the server: checkouts, or changes to orders. */
export type CallKind = 'checkout' | 'change';

const MINUTE = 60_000;

/**
 * One person's calls spread the way a real person's taps are: at most `budget[kind]` in any
 * minute, waiting for the oldest to leave the window before another. The store's per-person
 * limits (issue 41: about 10 checkouts and 30 order changes a minute) are above these budgets, so
 * a soak that keeps to them never meets a limit, as a real shopper never does. It also remembers
 * the most calls it made in any one minute, which the benchmark reports.
 */
export class PersonPace {
  private readonly times: Record<CallKind, number[]> = { checkout: [], change: [] };
  readonly busiestMinute: Record<CallKind, number> = { checkout: 0, change: 0 };

  constructor(private readonly budget: Record<CallKind, number>) {}

  async take(kind: CallKind): Promise<void> {
    const times = this.times[kind];
    for (;;) {
      const now = Date.now();
      while (times.length > 0 && times[0]! <= now - MINUTE) times.shift();
      if (times.length < this.budget[kind]) break;
      await new Promise((resolve) => setTimeout(resolve, times[0]! + MINUTE - now + 5));
    }
    times.push(Date.now());
    this.busiestMinute[kind] = Math.max(this.busiestMinute[kind], times.length);
  }
}
