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

describe('readFirebaseEnv', () => {
  it('is null when Firebase is not configured, so the shop runs in local mode', () => {
    expect(readFirebaseEnv({})).toBeNull();
    expect(readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'gaon-kirana' })).toBeNull();
    expect(readFirebaseEnv({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: '  ' })).toBeNull();
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
      useEmulators: false,
    });
    expect(readFirebaseEnv({ ...configured, VITE_FIREBASE_STORE_ID: 'dhanaura', VITE_USE_FIREBASE_EMULATORS: 'true' })).toMatchObject({
      storeId: 'dhanaura',
      useEmulators: true,
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
