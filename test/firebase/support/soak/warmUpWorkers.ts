import type { CallerAccount } from './CallerAccount';

/**
 * Starts `n` worker processes of each callable on the Functions emulator before anything is
 * measured: `n` calls at once with no data, which every callable refuses at its first step
 * ('invalid-argument'), leave `n` workers idle and ready. One callable at a time, so no more than
 * `n` start together (each must be up within the emulator's 30 s); the calls are spread over
 * `people`, so that no one person's calls come near the per-person limits.
 */
export async function warmUpWorkers(people: readonly CallerAccount[], names: readonly string[], n: number): Promise<void> {
  for (const name of names) await Promise.all(Array.from({ length: n }, (_, i) => people[i % people.length]!.call(name, null, 120_000)));
}
