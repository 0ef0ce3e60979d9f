import type { Random } from '../../application/ports/Random';

/**
 * Random numbers for tests: the given values in turn, over and over. The default gives the
 * delivery code '4821' every time; set() chooses others.
 */
export class SequenceRandom implements Random {
  private values: number[];
  private index = 0;

  constructor(values: readonly number[] = [0.4821]) {
    this.values = SequenceRandom.checked(values);
  }

  next(): number {
    const value = this.values[this.index % this.values.length]!;
    this.index += 1;
    return value;
  }

  /** Starts over with `values`. */
  set(values: readonly number[]): void {
    this.values = SequenceRandom.checked(values);
    this.index = 0;
  }

  private static checked(values: readonly number[]): number[] {
    if (values.length === 0 || values.some((v) => !(v >= 0 && v < 1))) throw new RangeError('SequenceRandom needs values in [0, 1)');
    return [...values];
  }
}
