import { readFirebaseEnv } from '../../../src/infrastructure/firebase/readFirebaseEnv';
import { deleteApp, getApps, setLogLevel } from 'firebase/app';
import { inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { Container } from 'inversify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthServiceToken } from '../../../src/application/ports/AuthService';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { ClockToken } from '../../../src/application/ports/Clock';
import { ConnectivityToken } from '../../../src/application/ports/Connectivity';
import { DemoDataToken } from '../../../src/application/ports/DemoData';
import { IdGeneratorToken } from '../../../src/application/ports/IdGenerator';
import { ImageStoreToken } from '../../../src/application/ports/ImageStore';
import { KeptReadsToken } from '../../../src/application/ports/KeptReads';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { RandomToken } from '../../../src/application/ports/Random';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { ShopCommandsToken } from '../../../src/application/ports/ShopCommands';
import { CurrentUserToken } from '../../../src/application/ports/CurrentUser';
import { CallableShopCommands } from '../../../src/infrastructure/firebase/CallableShopCommands';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { bindFirebaseAdapters } from '../../../src/infrastructure/firebase/bindFirebaseAdapters';
import { ManualClock } from '../../../src/infrastructure/memory/ManualClock';

const env = {
  apiKey: 'test-api-key',
  authDomain: '',
  projectId: 'demo-bind',
  storageBucket: '',
  messagingSenderId: '',
  appId: '',
  storeId: 'main',
  vapidKey: '',
  useEmulators: false,
  emulatorHosts: readFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: 'demo', VITE_USE_FIREBASE_EMULATORS: 'true' })!.emulatorHosts,
  appCheckSiteKey: '',
};

// Firebase's heartbeat service reads IndexedDB, which happy-dom lacks, and warns about it from a
// timer that can fire after the app is deleted and the file has ended; vitest then fails the run on a
// console write it can no longer deliver (an 'EnvironmentTeardownError', at random). The warnings
// are not what these tests check, so the SDK's logger stays quiet in this file (its own module copy:
// vitest isolates each file).
beforeAll(() => setLogLevel('silent'));

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('bindFirebaseAdapters', () => {
  it('binds every port but the maps ones; checkout and order changes go to the server functions, not a unit of work here', async () => {
    const container = new Container({ autobind: true, defaultScope: 'Singleton' });
    await bindFirebaseAdapters(container, env);

    for (const token of [
      AuthServiceToken,
      CartRepositoryToken,
      ClockToken,
      ConnectivityToken,
      DemoDataToken,
      IdGeneratorToken,
      ImageStoreToken,
      KeptReadsToken,
      OrderHistoryRepositoryToken,
      OrderRepositoryToken,
      ProductRepositoryToken,
      RandomToken,
      StoreSettingsRepositoryToken,
      ShopCommandsToken,
      CurrentUserToken,
      UserRepositoryToken,
    ]) {
      expect(container.isBound(token), String(token)).toBe(true);
    }
    // The browser never runs a unit of work over orders, history, codes or stock in Firebase mode.
    expect(container.isBound(UnitOfWorkToken)).toBe(false);
    expect(container.get(ShopCommandsToken)).toBeInstanceOf(CallableShopCommands);
    const draws = Array.from({ length: 20 }, () => container.get(RandomToken).next());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(15);
    expect(typeof container.get(StoreSettingsRepositoryToken).observe).toBe('function');
  });

  it('takes photo uploads only when the configuration names a Storage bucket', async () => {
    const without = new Container({ autobind: true, defaultScope: 'Singleton' });
    await bindFirebaseAdapters(without, env);
    const none = without.get(ImageStoreToken);
    expect(none.uploadsAvailable).toBe(false);
    expect(await none.upload('products/a.webp', new Blob([new Uint8Array([1])]), 'image/webp')).toEqual({
      ok: false,
      error: { code: 'image.storageUnavailable' },
    });
    await Promise.all(getApps().map((app) => deleteApp(app)));
    const withBucket = new Container({ autobind: true, defaultScope: 'Singleton' });
    await bindFirebaseAdapters(withBucket, { ...env, storageBucket: 'demo-bind.firebasestorage.app' });
    expect(withBucket.get(ImageStoreToken).uploadsAvailable).toBe(true);
  });

  it("starts Auth on first use, not while binding: a returning shopper's kept screen comes before its start-up lookup", async () => {
    // initializeAuth with other options throws once Auth has started, and starts it otherwise.
    const startedYet = () => {
      try {
        initializeAuth(getApps()[0]!, { persistence: inMemoryPersistence });
        return false;
      } catch (error) {
        expect(String(error)).toContain('auth/already-initialized');
        return true;
      }
    };
    const bound = new Container({ autobind: true, defaultScope: 'Singleton' });
    await bindFirebaseAdapters(bound, env);
    // Nobody is known to be signed in before Auth has started, and asking does not start it.
    expect(bound.get(AuthServiceToken).currentUser()).toBeNull();
    expect(startedYet()).toBe(false);
    await Promise.all(getApps().map((app) => deleteApp(app)));
    const container = new Container({ autobind: true, defaultScope: 'Singleton' });
    await bindFirebaseAdapters(container, env);
    await container.get(AuthServiceToken).signOut();
    expect(startedYet()).toBe(true);
  });

  it('keeps a clock the composition root bound first', async () => {
    const container = new Container({ autobind: true, defaultScope: 'Singleton' });
    const clock = new ManualClock();
    container.bind(ClockToken).toConstantValue(clock);
    await bindFirebaseAdapters(container, env);
    expect(container.get(ClockToken)).toBe(clock);
  });
});
