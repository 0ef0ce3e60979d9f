/** The floor the brief sets; each account stores its own count so it can be raised later. */
const PBKDF2_ITERATIONS = 100_000;

export interface PasswordHash {
  salt: Uint8Array;
  hash: Uint8Array;
  iterations: number;
}

const derive = async (password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> => {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
};

/** Compares every byte whatever the first difference, so timing does not reveal how much matched. */
const equalInConstantTime = (a: Uint8Array, b: Uint8Array): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
};

/** Salted PBKDF2-SHA-256 password hashing with Web Crypto. */
export class PasswordHasher {
  async hash(password: string): Promise<PasswordHash> {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    return { salt, hash: await derive(password, salt, PBKDF2_ITERATIONS), iterations: PBKDF2_ITERATIONS };
  }

  async verify(password: string, stored: PasswordHash): Promise<boolean> {
    return equalInConstantTime(await derive(password, stored.salt, stored.iterations), stored.hash);
  }
}
