import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Units of work the server logged as retried (functions/src/logRetries.ts), and the retries they took. */
export interface RetryCount {
  /** Units of work whose transaction function ran more than once. */
  units: number;
  /** Runs beyond the first, summed: the transaction retries. */
  retries: number;
  /** Units that still failed after their retries (the caller heard 'try again'). */
  failed: number;
}

const MARKER = '"message":"unitOfWork.retried"';

/**
 * Where the Functions emulator's output is: scripts/lib/emulators.sh writes it to
 * $EMULATOR_LOGS/firebase.log. Null when the emulators were started elsewhere (no log to read).
 */
export function functionsLog(): string | null {
  const dir = process.env.EMULATOR_LOGS;
  const file = dir ? join(dir, 'firebase.log') : '';
  return file && existsSync(file) ? file : null;
}

/** The log's length now, so a later count reads only what came after. */
export const logOffset = (file: string): number => statSync(file).size;

/**
 * Counts the retried units of work logged after `from`: each retried transaction is one line
 * `>  {"attempts":N,"outcome":"committed"|"failed",...,"message":"unitOfWork.retried"}` (the
 * emulator prints a function's structured log after '>  ').
 */
export function retriesInLog(file: string, from: number): RetryCount {
  const text = readFileSync(file).subarray(from).toString('utf8');
  const count: RetryCount = { units: 0, retries: 0, failed: 0 };
  for (const line of text.split('\n')) {
    if (!line.includes(MARKER)) continue;
    const entry = JSON.parse(line.slice(line.indexOf('{'))) as { attempts: number; outcome: string };
    count.units += 1;
    count.retries += entry.attempts - 1;
    if (entry.outcome === 'failed') count.failed += 1;
  }
  return count;
}
