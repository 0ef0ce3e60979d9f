import type { ServiceIdentifier } from 'inversify';

export interface IdGenerator {
  /** A new unique id (product ids, image names). */
  next(): string;
}

export const IdGeneratorToken: ServiceIdentifier<IdGenerator> = Symbol.for('IdGenerator');
