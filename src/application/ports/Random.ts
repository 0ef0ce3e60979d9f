import type { ServiceIdentifier } from 'inversify';

/** Unpredictable numbers (delivery codes); tests bind a fixed sequence. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

export const RandomToken: ServiceIdentifier<Random> = Symbol.for('Random');
