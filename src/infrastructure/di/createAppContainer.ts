import { Container } from 'inversify';
import { VitalsReporterToken } from '../../application/ports/VitalsReporter';
import { ConsoleVitalsReporter } from '../browser/ConsoleVitalsReporter';
import { yieldToMain } from '../browser/yieldToMain';
import { readFirebaseEnv } from '../firebase/readFirebaseEnv';
import { chooseMaps } from '../google-maps/chooseMaps';

type Env = Record<string, string | undefined>;

/**
 * The container the running shop uses. The backend is 'firebase' when VITE_FIREBASE_* is
 * configured, 'local' (IndexedDB, seeded) when none is set; a half-filled configuration rejects
 * with what is missing, which main.tsx logs, rather than starting the demo shop. Each backend and
 * each kind of map is loaded by dynamic import, so local mode ships no Firebase code and Firebase
 * mode ships no seed data.
 */
export async function createAppContainer(env: Env = import.meta.env as Env): Promise<Container> {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  container.bind(VitalsReporterToken).toConstantValue(new ConsoleVitalsReporter());

  const firebase = readFirebaseEnv(env);
  const backend = firebase ? 'firebase' : 'local';
  const maps = chooseMaps({ backend, maps: env.VITE_MAPS, googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY });

  await Promise.all([bindBackend(container, firebase), bindMaps(container, maps, env)]);
  return container;
}

/**
 * The backend's module code runs when its chunk arrives; binding it (opening the database, reading
 * the session) waits for the next task, so the two are not one long task at start-up.
 */
async function bindBackend(container: Container, firebase: ReturnType<typeof readFirebaseEnv>): Promise<void> {
  if (firebase) {
    const { bindFirebaseAdapters } = await import('../firebase/bindFirebaseAdapters');
    await yieldToMain();
    await bindFirebaseAdapters(container, firebase);
    return;
  }
  const { bindLocalAdapters } = await import('../local/bindLocalAdapters');
  await yieldToMain();
  await bindLocalAdapters(container);
}

async function bindMaps(container: Container, choice: ReturnType<typeof chooseMaps>, env: Env): Promise<void> {
  if (choice === 'google') {
    const { bindGoogleMaps } = await import('../google-maps/bindGoogleMaps');
    bindGoogleMaps(container, env.VITE_GOOGLE_MAPS_API_KEY ?? '', { mapId: env.VITE_GOOGLE_MAPS_MAP_ID });
  } else if (choice === 'unavailable') {
    const { bindUnavailableMaps } = await import('../google-maps/bindUnavailableMaps');
    bindUnavailableMaps(container);
  } else {
    const { bindOfflineMaps } = await import('../offline-maps/bindOfflineMaps');
    bindOfflineMaps(container);
  }
}
