import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AttackClass } from './attempts';

/** How one attempt ended. */
export type Verdict =
  /** Refused as expected (or, for an attempt the server may take, with nothing forged used), and nothing changed. */
  | 'held'
  /** Allowed when it should not be, or it changed, revealed or took something. */
  | 'got through'
  /** Refused, but not with the refusal expected (a timeout, another code): a broken test or a broken check. */
  | 'wrong refusal';

/** What a run of the catalogue writes to ATTACK_REPORT, for scripts/test-reliability.mjs. */
export interface AttackReport {
  attacks: number;
  gotThrough: number;
  wrongRefusals: number;
  controls: number;
  controlsOk: number;
  byClass: Record<string, { attempts: number; direct: number; callable: number; gotThrough: number }>;
  finishedAt: string;
}

export class AttackRecorder {
  private readonly report: AttackReport = {
    attacks: 0,
    gotThrough: 0,
    wrongRefusals: 0,
    controls: 0,
    controlsOk: 0,
    byClass: {},
    finishedAt: '',
  };

  attempt(cls: AttackClass, direct: boolean, verdict: Verdict): void {
    const entry = (this.report.byClass[cls] ??= { attempts: 0, direct: 0, callable: 0, gotThrough: 0 });
    entry.attempts += 1;
    entry[direct ? 'direct' : 'callable'] += 1;
    this.report.attacks += 1;
    if (verdict === 'got through') {
      entry.gotThrough += 1;
      this.report.gotThrough += 1;
    }
    if (verdict === 'wrong refusal') this.report.wrongRefusals += 1;
  }

  control(ok: boolean): void {
    this.report.controls += 1;
    if (ok) this.report.controlsOk += 1;
  }

  /** The one line of issue 20, as the test output and the reliability summary print it. */
  line(): string {
    const { attacks, gotThrough, controls, controlsOk, wrongRefusals } = this.report;
    const failed = controls - controlsOk;
    return (
      `attacks ${attacks}, got through ${gotThrough}, controls ${controlsOk} ok` +
      (failed > 0 ? `, ${failed} failed` : '') +
      (wrongRefusals > 0 ? ` (${wrongRefusals} refused otherwise than expected)` : '')
    );
  }

  /** Writes the counts to `file` (ATTACK_REPORT) when set. */
  write(file: string | undefined): void {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...this.report, finishedAt: new Date().toISOString() }, null, 2)}\n`);
  }
}
