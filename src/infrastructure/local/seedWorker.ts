// The seed worker (seedInWorker.ts): builds the demo shop and writes it into the database the page
// has just created, while the page's Dexie holds every query until it is done.
import { buildSeed } from './seed/buildSeed';
import { seedDatabaseNamed } from './seedDatabaseNamed';
import type { SeedReply, SeedRequest } from './seedInWorker';

const reason = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

self.addEventListener('message', ({ data }: MessageEvent<SeedRequest>) => {
  seedDatabaseNamed(data.dbName, buildSeed(data.now)).then(
    () => self.postMessage({ ok: true } satisfies SeedReply),
    (e: unknown) => self.postMessage({ ok: false, message: reason(e) } satisfies SeedReply),
  );
});
