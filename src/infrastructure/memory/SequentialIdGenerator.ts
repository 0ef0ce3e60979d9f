import type { IdGenerator } from '../../application/ports/IdGenerator';

/** 'id-1', 'id-2', ...: predictable ids for tests. */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id-') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}${this.count}`;
  }
}
