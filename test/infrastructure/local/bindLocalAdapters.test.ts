import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthServiceToken } from '../../../src/application/ports/AuthService';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import { ClockToken } from '../../../src/application/ports/Clock';
import { ConnectivityToken } from '../../../src/application/ports/Connectivity';
import { DemoDataToken } from '../../../src/application/ports/DemoData';
import { GeocoderToken } from '../../../src/application/ports/Geocoder';
import { GeolocationToken } from '../../../src/application/ports/Geolocation';
import { IdGeneratorToken } from '../../../src/application/ports/IdGenerator';
import { ImageStoreToken } from '../../../src/application/ports/ImageStore';
import { MapViewToken } from '../../../src/application/ports/MapView';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import { RandomToken } from '../../../src/application/ports/Random';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { UnitOfWorkToken } from '../../../src/application/ports/UnitOfWork';
import { UserRepositoryToken } from '../../../src/application/ports/UserRepository';
import { bindLocalAdapters } from '../../../src/infrastructure/local/bindLocalAdapters';
import { buildSeed } from '../../../src/infrastructure/local/seed/buildSeed';
import { demoStoreSettings } from '../../../src/infrastructure/local/seed/demoStoreSettings';
import { aSeed, freshDbName, someSettings } from './fixtures';

const containers: Container[] = [];

/** The local backend as the app starts it, over a fresh database seeded with the small test shop. */
const start = async (useRealSeed = false) => {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  await bindLocalAdapters(container, { dbName: freshDbName(), ...(useRealSeed ? {} : { loadSeed: async () => aSeed() }) });
  containers.push(container);
  return container;
};

afterEach(async () => {
  for (const container of containers.splice(0)) await container.unbindAllAsync();
});

describe('bindLocalAdapters', () => {
  it('binds every port but the maps ones, and seeds the shop', async () => {
    const container = await start();

    for (const token of [
      AuthServiceToken,
      CartRepositoryToken,
      ClockToken,
      ConnectivityToken,
      DemoDataToken,
      IdGeneratorToken,
      ImageStoreToken,
      OrderHistoryRepositoryToken,
      OrderRepositoryToken,
      ProductRepositoryToken,
      UnitOfWorkToken,
      UserRepositoryToken,
      StoreSettingsRepositoryToken,
      RandomToken,
    ]) {
      expect(container.isBound(token)).toBe(true);
    }
    for (const token of [GeocoderToken, MapViewToken, GeolocationToken]) expect(container.isBound(token)).toBe(false);

    const products = container.get(ProductRepositoryToken);
    expect((await products.listAll()).map((p) => p.name)).toEqual(['Basmati Rice']);
    expect(container.get(IdGeneratorToken).next()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(container.get(ConnectivityToken).isOnline()).toBe(true);
    expect(container.get(ImageStoreToken).uploadsAvailable).toBe(true);
    expect(await container.get(StoreSettingsRepositoryToken).get()).toEqual(someSettings());
    const draws = Array.from({ length: 50 }, () => container.get(RandomToken).next());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(45);
  });

  it('resets the demo data through the DemoData port', async () => {
    const container = await start();
    const demo = container.get(DemoDataToken);
    const products = container.get(ProductRepositoryToken);
    const rice = { group: 'grocery', subgroup: 'rice', id: 'basmati' };
    await container.get(UnitOfWorkToken).run(async (tx) => tx.setStock(rice, null, 0, 1));
    await container.get(StoreSettingsRepositoryToken).save(someSettings({ name: 'Renamed', maxOpenOrders: 9 }));

    expect(demo.available).toBe(true);
    await demo.reset();

    expect(await products.get(rice)).toMatchObject({ available: 5 });
    expect(await container.get(StoreSettingsRepositoryToken).get()).toEqual(someSettings());
    expect((await container.get(AuthServiceToken).signIn('asha@example.com', 'asha-demo-1')).ok).toBe(true);
  });

  it('writes the real demo shop, loaded on demand, on a first start', async () => {
    const container = await start(true);
    const seed = buildSeed(Date.now());
    const [account] = seed.accounts;

    expect(await container.get(ProductRepositoryToken).listAll()).toHaveLength(seed.products.length);
    expect(await container.get(UserRepositoryToken).list()).toHaveLength(seed.accounts.length);
    expect((await container.get(AuthServiceToken).signIn(account!.profile.email, account!.password)).ok).toBe(true);
    expect(await container.get(StoreSettingsRepositoryToken).get()).toEqual(demoStoreSettings());
  });
});
