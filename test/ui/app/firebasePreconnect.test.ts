import { expect, it } from 'vitest';
import { firebaseOrigins, firebasePreconnect } from '../../../scripts/vite/firebasePreconnect';
import { readFirebaseEnv } from '../../../src/infrastructure/firebase/readFirebaseEnv';

const production = readFirebaseEnv({
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'gaon-kirana.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'gaon-kirana',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: 'app',
})!;
const emulators = readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-shop', VITE_USE_FIREBASE_EMULATORS: 'true' })!;

type Tags = Array<{ tag: string; attrs: Record<string, string> }>;
const headTags = (env: Parameters<typeof firebasePreconnect>[0]) => (firebasePreconnect(env).transformIndexHtml as () => Tags)();

it("a Firebase build's index.html opens the connections of Auth's check and Firestore's reads, anonymous as the SDKs' fetches are", () => {
  expect(headTags(production)).toEqual(
    ['https://securetoken.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com'].map((href) =>
      expect.objectContaining({ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' } }),
    ),
  );
  const { auth, firestore } = emulators.emulatorHosts;
  expect(firebaseOrigins(emulators)).toEqual([`http://${auth.host}:${auth.port}`, `http://${firestore.host}:${firestore.port}`]);
});

it("a local build's index.html opens none", () => {
  expect(headTags(null)).toEqual([]);
});
