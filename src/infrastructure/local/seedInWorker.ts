import type { Millis } from '../../domain/shared/Timestamp';

/** What the page asks the seed worker: which database, and the time the demo's dates count from. */
export interface SeedRequest {
  dbName: string;
  now: Millis;
}

export type SeedReply = { ok: true } | { ok: false; message: string };

/**
 * Builds and writes the demo shop into the empty database `dbName` in a worker (seedWorker.ts).
 * On a first visit that is about 100 ms of script and IndexedDB writes on the test machine, some
 * 400 ms at a cheap phone's speed, which the first screen's main thread no longer runs. Rejects
 * with the worker's reason when the seed cannot be written; ensureSeeded reports it.
 */
export function seedInWorker(dbName: string, now: Millis): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./seedWorker.ts', import.meta.url), { type: 'module', name: 'seed' });
    const finish = (error?: Error): void => {
      worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.addEventListener('message', ({ data }: MessageEvent<SeedReply>) => finish(data.ok ? undefined : new Error(data.message)));
    worker.addEventListener('error', (event) => finish(new Error(event.message || 'The seed worker did not start')));
    worker.postMessage({ dbName, now } satisfies SeedRequest);
  });
}
