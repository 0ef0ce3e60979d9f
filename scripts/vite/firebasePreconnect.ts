import type { Plugin } from 'vite';
import type { FirebaseEnv } from '../../src/infrastructure/firebase/readFirebaseEnv';

/**
 * The servers a Firebase build's first screen talks to in a chain: Auth refreshes the kept user's
 * token (securetoken, once the hour-long token has run out) and checks the user (identitytoolkit),
 * then Firestore's reads go out. Against the emulators, the Auth emulator answers both of Auth's.
 */
export function firebaseOrigins(env: FirebaseEnv): string[] {
  if (env.useEmulators) return [env.emulatorHosts.auth, env.emulatorHosts.firestore].map(({ host, port }) => `http://${host}:${port}`);
  return ['https://securetoken.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com'];
}

/**
 * Opens the connections to those servers while the page loads its code. Without it each request of
 * the chain first set up its own connection (DNS, TCP and TLS: two or three round trips on slow 4G)
 * after the one before had answered. `crossorigin`: the SDKs' fetches carry no credentials, so they
 * use the anonymous connections.
 */
export function firebasePreconnect(env: FirebaseEnv | null): Plugin {
  return {
    name: 'shop:firebase-preconnect',
    transformIndexHtml: () =>
      (env ? firebaseOrigins(env) : []).map((href) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href, crossorigin: '' },
        injectTo: 'head-prepend',
      })),
  };
}
