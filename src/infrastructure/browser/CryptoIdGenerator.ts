import type { IdGenerator } from '../../application/ports/IdGenerator';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Firestore's auto-id length: 62^20 ids, so collisions are out of the question. */
const LENGTH = 20;

/** Random ids from the Web Crypto generator, in the shape of Firestore auto-ids. */
export class CryptoIdGenerator implements IdGenerator {
  next(): string {
    // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
    let id = '';
    while (id.length < LENGTH) {
      for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH * 2))) {
        if (byte < 248 && id.length < LENGTH) id += ALPHABET[byte % 62];
      }
    }
    return id;
  }
}
