import { describe, expect, it } from 'vitest';
import { readFirebaseEnv } from '../../../src/infrastructure/firebase/readFirebaseEnv';

const configured = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'gaon-kirana.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'gaon-kirana',
  VITE_FIREBASE_STORAGE_BUCKET: 'gaon-kirana.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
};

/** Every variable present and empty, as a copied .env.example or a CI job that blanks them leaves them. */
const blank = {
  VITE_FIREBASE_API_KEY: '',
  VITE_FIREBASE_AUTH_DOMAIN: ' ',
  VITE_FIREBASE_PROJECT_ID: '',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_FIREBASE_STORE_ID: '',
  VITE_USE_FIREBASE_EMULATORS: 'false',
};

const FIREBASE_JSON_PORTS = {
  auth: { host: '127.0.0.1', port: 9099 },
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
  storage: { host: '127.0.0.1', port: 9199 },
};

describe('readFirebaseEnv', () => {
  it('is null, local mode, only when no Firebase variable is set', () => {
    expect(readFirebaseEnv({})).toBeNull();
    expect(readFirebaseEnv(blank)).toBeNull();
    expect(readFirebaseEnv({ VITE_GOOGLE_MAPS_API_KEY: 'maps-key', VITE_MAPS: 'google' })).toBeNull();
  });

  it('refuses a half-filled configuration, naming what is set and what is missing', () => {
    expect(() => readFirebaseEnv({ ...blank, VITE_FIREBASE_PROJECT_ID: 'gaon-kirana' })).toThrow(
      'Incomplete Firebase configuration: VITE_FIREBASE_PROJECT_ID is set, but VITE_FIREBASE_API_KEY is missing',
    );
    expect(() => readFirebaseEnv({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: '  ' })).toThrow(
      'VITE_FIREBASE_API_KEY is set, but VITE_FIREBASE_PROJECT_ID is missing',
    );
    expect(() => readFirebaseEnv({ VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com', VITE_FIREBASE_STORE_ID: 'main' })).toThrow(
      'VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_STORE_ID are set, but VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY are missing',
    );
    expect(() => readFirebaseEnv({ VITE_USE_FIREBASE_EMULATORS: 'true' })).toThrow(
      'VITE_USE_FIREBASE_EMULATORS is set, but VITE_FIREBASE_PROJECT_ID is missing',
    );
    expect(() => readFirebaseEnv({ VITE_FIREBASE_APP_ID: '1:2:web:3' })).toThrow(
      /leave every VITE_FIREBASE_\* empty for the local demo shop/,
    );
  });

  it('reads the web configuration, the store id (default main) and the emulator switch', () => {
    expect(readFirebaseEnv(configured)).toEqual({
      apiKey: 'AIzaSyExample',
      authDomain: 'gaon-kirana.firebaseapp.com',
      projectId: 'gaon-kirana',
      storageBucket: 'gaon-kirana.firebasestorage.app',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
      storeId: 'main',
      vapidKey: '',
      useEmulators: false,
      emulatorHosts: FIREBASE_JSON_PORTS,
      appCheckSiteKey: '',
    });
    expect(readFirebaseEnv({ ...configured, VITE_FIREBASE_STORE_ID: 'dhanaura', VITE_USE_FIREBASE_EMULATORS: 'true' })).toMatchObject({
      storeId: 'dhanaura',
      useEmulators: true,
    });
  });

  it('takes the App Check site key for the project, never for the emulators', () => {
    const withKey = {
      ...blank,
      VITE_FIREBASE_PROJECT_ID: 'gaon-kirana',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_CHECK_SITE_KEY: ' 6Lc-site ',
    };
    expect(readFirebaseEnv(withKey)?.appCheckSiteKey).toBe('6Lc-site');
    expect(readFirebaseEnv({ ...withKey, VITE_USE_FIREBASE_EMULATORS: 'true' })?.appCheckSiteKey).toBe('');
    expect(() => readFirebaseEnv({ ...blank, VITE_FIREBASE_APP_CHECK_SITE_KEY: '6Lc-site' })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });

  it('reads the web push key for closed-app alerts; alone it is no Firebase configuration', () => {
    expect(readFirebaseEnv({ ...configured, VITE_FIREBASE_VAPID_KEY: ' BExampleKey ' })).toMatchObject({ vapidKey: 'BExampleKey' });
    expect(readFirebaseEnv({ ...blank, VITE_FIREBASE_VAPID_KEY: 'BExampleKey' })).toBeNull();
  });

  it('needs only a project id and the API key, defaulting the rest but the Storage bucket (the browser tests build this way)', () => {
    expect(readFirebaseEnv({ ...blank, VITE_FIREBASE_PROJECT_ID: 'demo-e2e-shop', VITE_FIREBASE_API_KEY: 'key' })).toEqual({
      apiKey: 'key',
      authDomain: 'demo-e2e-shop.firebaseapp.com',
      projectId: 'demo-e2e-shop',
      // No bucket, no photo uploads: the product form takes photo links instead.
      storageBucket: '',
      messagingSenderId: '',
      appId: '',
      storeId: 'main',
      vapidKey: '',
      useEmulators: false,
      emulatorHosts: FIREBASE_JSON_PORTS,
      appCheckSiteKey: '',
    });
  });

  it("finds the emulators at firebase.json's ports, or where VITE_*_EMULATOR_HOST says", () => {
    const moved = readFirebaseEnv({
      VITE_FIREBASE_PROJECT_ID: 'demo-shop',
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9301',
      VITE_FIRESTORE_EMULATOR_HOST: 'localhost:9300',
      VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:9302',
    });
    expect(moved?.emulatorHosts).toEqual({
      auth: { host: '127.0.0.1', port: 9301 },
      firestore: { host: 'localhost', port: 9300 },
      functions: { host: '127.0.0.1', port: 9302 },
      storage: { host: '127.0.0.1', port: 9199 },
    });
  });

  it('needs only a project id to talk to the emulators', () => {
    expect(readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo-shop', VITE_USE_FIREBASE_EMULATORS: '1' })).toMatchObject({
      projectId: 'demo-shop',
      authDomain: 'demo-shop.firebaseapp.com',
      useEmulators: true,
    });
  });
});
