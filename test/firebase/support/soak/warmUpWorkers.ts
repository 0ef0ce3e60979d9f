import type { CallerAccount } from './CallerAccount';

/** Workers started together: more than a few at once on two shared cores took minutes to come up. */
const STEP = 5;

/**
 * Starts `n` worker processes of each callable on the Functions emulator before anything is
 * measured. A call with no data is refused at the callable's first step ('invalid-argument') and
 * leaves its worker idle and ready; the emulator starts a new worker only for a call that finds
 * none idle. So the calls go in rounds of 5, 10, 15... at once: each round reuses the workers of
 * the last and starts at most five more, one callable at a time. The calls go round `people` in
 * turn, so no one person's calls come near the per-person limits.
 */
export async function warmUpWorkers(people: readonly CallerAccount[], names: readonly string[], n: number): Promise<void> {
  let next = 0;
  const someone = () => people[next++ % people.length]!;
  for (const name of names) {
    for (let round = Math.min(STEP, n); ; round = Math.min(round + STEP, n)) {
      await Promise.all(Array.from({ length: round }, () => someone().call(name, null, 300_000)));
      if (round === n) break;
    }
  }
}
