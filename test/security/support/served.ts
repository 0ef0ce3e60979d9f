import { readFileSync } from 'node:fs';

/**
 * The server functions the store exports (functions/src/index.ts: `export const name = callable(...)`).
 * The catalogue attacks each of them; attempts on a function are part of it from the commit that
 * exports the function.
 */
export const SERVED: ReadonlySet<string> = new Set(
  [...readFileSync('functions/src/index.ts', 'utf8').matchAll(/export const (\w+) = callable\(/g)].map((m) => m[1]!),
);

/** `attempts` when the store exports `name`, none before. */
export const ifServed = <T>(name: string, attempts: T[]): T[] => (SERVED.has(name) ? attempts : []);
