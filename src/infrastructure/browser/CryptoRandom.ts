import type { Random } from '../../application/ports/Random';

/** 2^32: a 32-bit draw divided by it lies in [0, 1). */
const RANGE = 0x1_0000_0000;

/** Unpredictable numbers from the Web Crypto generator (delivery codes must not be guessable from earlier ones). */
export class CryptoRandom implements Random {
  next(): number {
    return crypto.getRandomValues(new Uint32Array(1))[0]! / RANGE;
  }
}
