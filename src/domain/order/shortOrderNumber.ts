/**
 * Characters of an order number: upper-case letters and digits a person can read off a cheap
 * screen and say over the phone without a mix-up. No 0, O or Q, no 1, I or L, and of each other
 * look-alike pair only one: 2 not Z, 5 not S, 8 not B, V not U.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ACDEFGHJKMNPRTVWXY';

/** 26^6 = 309 million numbers: the orders of one shop's day or month practically never share one. */
export const ORDER_NUMBER_LENGTH = 6;

/**
 * cyrb53, a public-domain 53-bit string hash with good spread: ids that differ in one digit of
 * the timestamp get unrelated numbers, so consecutive orders do not look alike.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The number people use for an order ('K7P-4XM'), made from its full id alone, so every order
 * has one in every mode, old orders included, with nothing stored. Two groups of three read out
 * easily. Not guaranteed unique over years of orders: the full id stays the key everywhere.
 */
export function shortOrderNumber(orderId: string): string {
  let n = hash53(orderId);
  let code = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) {
    code += ORDER_NUMBER_ALPHABET[n % ORDER_NUMBER_ALPHABET.length];
    n = Math.floor(n / ORDER_NUMBER_ALPHABET.length);
  }
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}
