import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** What one suite saw. scripts/test-reliability.mjs sums these over every suite of a run. */
export interface ReliabilityCounts {
  /** Faults thrown into the shop by a FaultPlan, a closed tab or an aborted write. */
  faultsInjected: number;
  /** Of those, the ones after which the data were whole (all or nothing, nothing lost). */
  faultsSurvived: number;
  /** Scenarios that ended with data half-written, or a success answered without its write. */
  lostWrites: number;
  /** Concurrent races run (many buyers at once, double taps). */
  races: number;
  /** Units sold beyond stock, or actions done twice, over all races. */
  oversells: number;
  /** Hostile or malformed inputs fed through the real validators and use cases. */
  hostileTried: number;
  /** Of those, the ones stored although invalid, or stored beyond their limits. */
  hostileAccepted: number;
  /** Calls of staff-only use cases by a user without the role (or signed out). */
  tamperingTried: number;
  /** Of those, the ones that were not refused or that changed something. */
  tamperingAllowed: number;
  /** Stored records of an unexpected shape read back through the adapters and normalisers. */
  oddShapesRead: number;
  /** Of those, the ones that crashed or came back without the SPEC defaults. */
  oddShapesBroken: number;
}

export const emptyCounts = (): ReliabilityCounts => ({
  faultsInjected: 0,
  faultsSurvived: 0,
  lostWrites: 0,
  races: 0,
  oversells: 0,
  hostileTried: 0,
  hostileAccepted: 0,
  tamperingTried: 0,
  tamperingAllowed: 0,
  oddShapesRead: 0,
  oddShapesBroken: 0,
});

/**
 * Counts what a reliability suite tried and what went wrong. Tests record the outcome they
 * observed BEFORE asserting on it, so a broken protection shows in the summary as well as in
 * the failing test. When RELIABILITY_REPORT_DIR is set (by scripts/test-reliability.mjs) the
 * counts are written there as one JSON file per suite after its last test.
 */
export class ReliabilityRecorder {
  readonly counts = emptyCounts();

  constructor(readonly suite: string) {}

  /** `injected` faults hit the shop; `whole` says whether the data came through intact. */
  fault(injected: number, whole: boolean): void {
    this.counts.faultsInjected += injected;
    if (whole) this.counts.faultsSurvived += injected;
    else this.counts.lostWrites += 1;
  }

  /** One race; `oversold` is how many units (or actions) went beyond what was allowed. */
  race(oversold: number): void {
    this.counts.races += 1;
    this.counts.oversells += Math.max(0, oversold);
  }

  /** One hostile input; `accepted` when it was stored although it should have been refused or cut. */
  hostile(accepted: boolean): void {
    this.counts.hostileTried += 1;
    if (accepted) this.counts.hostileAccepted += 1;
  }

  /** One call past the role checks; `allowed` when it was not refused or it changed something. */
  tampering(allowed: boolean): void {
    this.counts.tamperingTried += 1;
    if (allowed) this.counts.tamperingAllowed += 1;
  }

  /** One odd stored record; `broken` when reading it crashed or lost the SPEC defaults. */
  oddShape(broken: boolean): void {
    this.counts.oddShapesRead += 1;
    if (broken) this.counts.oddShapesBroken += 1;
  }

  write(dir: string): void {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${this.suite.replace(/[^\w-]+/g, '_')}-${crypto.randomUUID()}.json`);
    writeFileSync(file, JSON.stringify({ suite: this.suite, counts: this.counts }));
  }
}

/** A recorder for the calling test file, written out after its last test when a report is wanted. */
export function reliabilityRecorder(suite: string): ReliabilityRecorder {
  const recorder = new ReliabilityRecorder(suite);
  afterAll(() => {
    const dir = process.env.RELIABILITY_REPORT_DIR;
    if (dir) recorder.write(dir);
  });
  return recorder;
}
