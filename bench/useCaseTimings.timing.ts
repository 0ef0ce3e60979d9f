import { writeFileSync } from 'node:fs';
import { Container } from 'inversify';
import { expect, test } from 'vitest';
import { AddToCart } from '../src/application/cart/AddToCart';
import { ObserveCart } from '../src/application/cart/ObserveCart';
import { UpdateCartQuantity } from '../src/application/cart/UpdateCartQuantity';
import { ListSubgroupProducts } from '../src/application/catalog/ListSubgroupProducts';
import { SearchProducts } from '../src/application/catalog/SearchProducts';
import { PlaceOrder } from '../src/application/checkout/PlaceOrder';
import { CancelOrder } from '../src/application/orders/CancelOrder';
import { CartRepositoryToken } from '../src/application/ports/CartRepository';
import { ClockToken } from '../src/application/ports/Clock';
import { ProductRepositoryToken } from '../src/application/ports/ProductRepository';
import type { Cart } from '../src/domain/cart/CartLine';
import { buildCartLine } from '../src/domain/cart/buildCartLine';
import { cartLineKey } from '../src/domain/cart/cartLineKey';
import type { Group, Product, Subgroup } from '../src/domain/catalog/Product';
import { bindLocalAdapters } from '../src/infrastructure/local/bindLocalAdapters';
import type { SeedData } from '../src/infrastructure/local/seed/SeedData';
import { defaultStoreSettings } from '../src/domain/store/defaultStoreSettings';
import { userFactory } from '../test/factories/userFactory';
import { sizeOf } from '../test/factories/sizeOf';
import { actAs } from '../test/support/actAs';

// Use-case timings of issue 10 on the local adapters (Dexie over fake-indexeddb, so the
// database's own work runs on this one thread too: an upper bound of the main-thread cost).
// `npm run bench` runs this with BENCH_OUT set and prints the figures in its table.

const SUBGROUPS = 25;
const PER_SUBGROUP = 200; // 25 x 200 = the 5,000-product catalogue of the issue
const PAGE_SIZE = 20;
const PLENTY = 1_000_000; // stock that repeated checkouts never run out of

export interface Timing {
  name: string;
  iterations: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const group: Group = { id: 'bench', name: 'Bench' };
const subgroups: Subgroup[] = Array.from({ length: SUBGROUPS }, (_, s) => ({ group: group.id, id: `sub${s}`, name: `Subgroup ${s}` }));

function product(s: number, n: number): Product {
  const at = Date.UTC(2025, 0, 1) + s * PER_SUBGROUP + n;
  return {
    group: group.id,
    subgroup: `sub${s}`,
    id: `p${s}-${n}`,
    name: `Product ${String(n).padStart(3, '0')} of subgroup ${s}`,
    nameHi: `उत्पाद ${n}`,
    about: 'Generated for the benchmark: a long enough description to weigh like a real one. '.repeat(3),
    imageData: ['/products/atta-bag.svg'],
    weight: '1kg',
    price: 5000,
    mrp: 6000,
    available: PLENTY,
    availableUnit: 'gram',
    loose_item: false,
    createdAt: at,
    updatedAt: at,
    variants: {},
  };
}

const products = subgroups.flatMap((_, s) => Array.from({ length: PER_SUBGROUP }, (_, n) => product(s, n)));
const customer = userFactory.build({ uid: 'bench-customer', email: 'bench-customer@example.in' });
const seed: SeedData = {
  groups: [group],
  subgroups,
  products,
  accounts: [{ profile: customer, password: 'bench1234' }],
  orders: [],
  history: [],
  carts: [],
  // One customer places every timed order: the open-order cap would stop the run after three.
  settings: { ...defaultStoreSettings(), maxOpenOrders: 1_000_000 },
};

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** Times `run` after an untimed `prepare`, `iterations` times after two warm-up rounds. */
async function measure<T>(
  name: string,
  iterations: number,
  prepare: (i: number) => Promise<T>,
  run: (prepared: T, i: number) => Promise<unknown>,
): Promise<Timing> {
  const samples: number[] = [];
  for (let i = -2; i < iterations; i++) {
    const prepared = await prepare(i);
    const start = performance.now();
    await run(prepared, i);
    if (i >= 0) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    name,
    iterations,
    medianMs: round(percentile(samples, 0.5)),
    p95Ms: round(percentile(samples, 0.95)),
    maxMs: round(samples[samples.length - 1] ?? NaN),
  };
}

const nothing = async (): Promise<void> => undefined;

test('use-case timings on the local adapters', async () => {
  const container = new Container({ autobind: true, defaultScope: 'Singleton' });
  const seedStart = performance.now();
  await bindLocalAdapters(container, { dbName: `bench-${crypto.randomUUID()}`, loadSeed: async () => seed });
  const seedMs = performance.now() - seedStart;

  const carts = container.get(CartRepositoryToken);
  const addToCart = container.get(AddToCart);
  const updateQty = container.get(UpdateCartQuantity);
  const placeOrder = container.get(PlaceOrder);
  const cancelOrder = container.get(CancelOrder);
  const listPage = container.get(ListSubgroupProducts);
  const search = container.get(SearchProducts);
  const observeCart = container.get(ObserveCart);

  const fillCart = async (lines: number): Promise<void> => {
    await carts.reset(customer.uid);
    for (const p of products.slice(0, lines))
      await carts.setLine(customer.uid, cartLineKey(p.id, p.weight), buildCartLine(p, sizeOf(p, p.weight), 2));
  };
  // The use cases act for the signed-in user, as the session sets it in the app.
  actAs(container, customer);
  let checkouts = 0;
  const checkout = async () => {
    const lines = Object.values((await carts.get(customer.uid)).items).map((l) => ({ ref: l.ref, variant: l.weight, qty: l.qty }));
    const placed = await placeOrder.execute({
      lines,
      addressId: customer.deliveryAddress?.id ?? '',
      phoneNumber: '9876543210',
      checkoutKey: `bench-${(checkouts += 1)}`,
    });
    if (!placed.ok) throw new Error(`checkout failed: ${placed.error.code}`);
    return placed.value;
  };

  const timings: Timing[] = [];
  timings.push({
    name: `write the ${products.length.toLocaleString('en-IN')}-product catalogue (once)`,
    iterations: 1,
    medianMs: Math.round(seedMs),
    p95Ms: Math.round(seedMs),
    maxMs: Math.round(seedMs),
  });

  timings.push(
    await measure(`category: first page of ${PAGE_SIZE} in a ${PER_SUBGROUP}-product subgroup`, 30, nothing, () =>
      listPage.execute(group.id, 'sub0', PAGE_SIZE),
    ),
  );
  timings.push(
    await measure(`category: page through all ${PER_SUBGROUP} (${PER_SUBGROUP / PAGE_SIZE} pages)`, 10, nothing, async () => {
      let cursor: string | null = null;
      do cursor = (await listPage.execute(group.id, 'sub0', PAGE_SIZE, cursor)).nextCursor;
      while (cursor);
    }),
  );
  timings.push(
    await measure(
      `search the ${products.length.toLocaleString('en-IN')} products, first keystroke (reads the catalogue)`,
      10,
      // A fresh use case each time, so its catalogue cache does not hide the read.
      async () => new SearchProducts(container.get(ProductRepositoryToken), container.get(ClockToken)),
      (fresh) => fresh.execute('product 150'),
    ),
  );
  await search.execute('product');
  timings.push(await measure('search, next keystrokes (catalogue cached)', 30, nothing, () => search.execute('product 150')));

  await carts.reset(customer.uid);
  timings.push(
    await measure('add to cart', 50, nothing, async (_, i) => {
      const p = products[(i + 2) % 100]!;
      const added = await addToCart.execute({ product: p, variant: p.weight, qty: 1 });
      if (!added.ok) throw new Error(`add failed: ${added.error.code}`);
    }),
  );

  await fillCart(100);
  timings.push(
    await measure('cart update in a 100-line cart (use case)', 50, nothing, async (_, i) => {
      const p = products[(i + 2) % 100]!;
      const updated = await updateQty.execute({ key: cartLineKey(p.id, p.weight), qty: 3 + (i % 5) });
      if (!updated.ok) throw new Error(`update failed: ${updated.error.code}`);
    }),
  );
  let latest: Cart | null = null;
  const waiters = new Set<() => void>();
  const stop = observeCart.execute((cart) => {
    latest = cart;
    waiters.forEach((wake) => wake());
  });
  timings.push(
    await measure('cart update in a 100-line cart, until the live cart shows it', 50, nothing, async (_, i) => {
      const p = products[(i + 2) % 100]!;
      const key = cartLineKey(p.id, p.weight);
      const qty = 10 + (i % 5) + (i % 2) * 5;
      const seen = new Promise<void>((resolve) => {
        const wake = () => {
          if ((latest as Cart | null)?.items[key]?.qty !== qty) return;
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
      await updateQty.execute({ key, qty });
      await seen;
    }),
  );
  stop();

  timings.push(await measure('checkout of 10 lines (one transaction)', 20, () => fillCart(10), checkout));
  timings.push(await measure('checkout of 50 lines (one transaction)', 10, () => fillCart(50), checkout));
  timings.push(
    await measure(
      'cancel a 10-line order (restock, history)',
      20,
      async () => {
        await fillCart(10);
        return checkout();
      },
      async (order) => {
        const cancelled = await cancelOrder.execute({ orderId: order.id });
        if (!cancelled.ok) throw new Error(`cancel failed: ${cancelled.error.code}`);
      },
    ),
  );

  // The figures must come from working use cases: the orders above really left the cart empty.
  expect((await carts.get(customer.uid)).items).toEqual({});

  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(timings, null, 2));
  else console.table(timings);
});
