import type { KeptReads } from '../../application/ports/KeptReads';

/** KeptReads in a map, written at once: the device of the tests. */
export class InMemoryKeptReads implements KeptReads {
  private readonly kept = new Map<string, string>();

  get(key: string): unknown {
    const text = this.kept.get(key);
    // A copy, as storage gives: a screen must not change the kept answer by changing what it drew.
    return text === undefined ? undefined : JSON.parse(text);
  }

  put(key: string, value: unknown): void {
    if (value === null || value === undefined) this.kept.delete(key);
    else this.kept.set(key, JSON.stringify(value));
  }
}
