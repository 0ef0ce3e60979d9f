import type { Page } from '@playwright/test';

/** Local mode's IndexedDB database (DEFAULT_LOCAL_DB_NAME, src/infrastructure/local/bindLocalAdapters.ts). */
export const LOCAL_DB_NAME = 'gaon-kirana-shop';
const DEMO_CUSTOMER = 'customer@demo.shop';
/** The meta row the seed writes last (src/infrastructure/local/seedVersion.ts). */
const SEED_VERSION_KEY = 'seedVersion';

/** The tab id a buyer's tab runs under: LocalAuthService keeps each tab's session in row 'tab:{id}'. */
export const buyerTab = (i: number): string => `race-tab-${i}`;
export const buyerUid = (i: number): string => `race-buyer-${i}`;

/**
 * Makes `count` customers straight in local mode's IndexedDB, each a copy of the seeded demo
 * customer (profile complete, address in the delivery area, password demo1234) with a uid, email
 * and name of its own, and signs buyer i in for the tab whose id is buyerTab(i). The page must be on
 * a screen of the shop; the demo seed is waited for. What the sign-up screens do is proved by
 * e2e/account.spec.ts; a race of many tabs needs only the buyers.
 */
export async function seedBuyers(page: Page, count: number): Promise<void> {
  await page.evaluate(
    async ({ dbName, seedKey, demo, count, uids, tabs }) => {
      const request = (r: IDBRequest): Promise<unknown> =>
        new Promise((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      // The shop writes the demo seed as its database opens, while the first screen already draws:
      // wait until it is there (its version row is written last) before copying the demo customer.
      const seeded = async (): Promise<IDBDatabase | null> => {
        if (!(await indexedDB.databases()).some((d) => d.name === dbName)) return null;
        const db = (await request(indexedDB.open(dbName))) as IDBDatabase;
        if (db.objectStoreNames.contains('meta') && (await request(db.transaction('meta').objectStore('meta').get(seedKey)))) return db;
        db.close();
        return null;
      };
      let db = await seeded();
      for (let waited = 0; !db; waited += 100) {
        if (waited > 30_000) throw new Error('the demo shop was not seeded within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
        db = await seeded();
      }
      const tx = db.transaction(['credentials', 'users', 'session'], 'readwrite');
      const credential = (await request(tx.objectStore('credentials').get(demo))) as Record<string, unknown>;
      const profile = (await request(tx.objectStore('users').index('email').get(demo))) as Record<string, unknown>;
      for (let i = 0; i < count; i += 1) {
        const email = `buyer${i}@race.test`;
        const name = `Buyer ${i}`;
        tx.objectStore('credentials').put({ ...credential, email, uid: uids[i], displayName: name });
        tx.objectStore('users').put({ ...profile, uid: uids[i], email, name, userName: name });
        tx.objectStore('session').put({ key: `tab:${tabs[i]}`, uid: uids[i] });
      }
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    {
      dbName: LOCAL_DB_NAME,
      seedKey: SEED_VERSION_KEY,
      demo: DEMO_CUSTOMER,
      count,
      uids: Array.from({ length: count }, (_, i) => buyerUid(i)),
      tabs: Array.from({ length: count }, (_, i) => buyerTab(i)),
    },
  );
}

/** Gives every buyer after the first the cart buyer 0 filled through the screens. */
export async function copyFirstBuyersCart(page: Page, count: number): Promise<void> {
  await page.evaluate(
    async ({ dbName, uids }) => {
      const request = (r: IDBRequest): Promise<unknown> =>
        new Promise((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const db = (await request(indexedDB.open(dbName))) as IDBDatabase;
      const tx = db.transaction('carts', 'readwrite');
      const cart = (await request(tx.objectStore('carts').get(uids[0]!))) as Record<string, unknown> | undefined;
      if (!cart) throw new Error('buyer 0 has no cart');
      for (const uid of uids.slice(1)) tx.objectStore('carts').put({ ...cart, userId: uid });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { dbName: LOCAL_DB_NAME, uids: Array.from({ length: count }, (_, i) => buyerUid(i)) },
  );
}

/** What the race left in the database: the buyers' active orders, and the stock of one product's size. */
export async function readRaceOutcome(
  page: Page,
  product: { group: string; subgroup: string; id: string; size: string },
): Promise<{ ordersByBuyers: number; stock: number | undefined }> {
  return page.evaluate(
    async ({ dbName, product }) => {
      const request = (r: IDBRequest): Promise<unknown> =>
        new Promise((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const db = (await request(indexedDB.open(dbName))) as IDBDatabase;
      const tx = db.transaction(['orders', 'products'], 'readonly');
      const orders = (await request(tx.objectStore('orders').getAll())) as Array<{ userId: string }>;
      const stored = (await request(tx.objectStore('products').get([product.group, product.subgroup, product.id]))) as
        { variants?: Record<string, { available?: number }> } | undefined;
      db.close();
      return {
        ordersByBuyers: orders.filter((o) => o.userId.startsWith('race-buyer-')).length,
        stock: stored?.variants?.[product.size]?.available,
      };
    },
    { dbName: LOCAL_DB_NAME, product },
  );
}
