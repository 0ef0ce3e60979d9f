import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalog/Product';
import { sellableLabels } from '../../../src/domain/catalog/sellableVariant';
import { availableToSell } from '../../../src/domain/catalog/stock';
import { verifyInventory } from '../../../src/domain/order/inventory';
import { orderTotal } from '../../../src/domain/order/buildOrder';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { checkDeliveryArea } from '../../../src/domain/store/deliveryArea';
import { checkMinimumOrder } from '../../../src/domain/store/deliveryCharges';
import { checkOpenOrderCap, countOpenOrders } from '../../../src/domain/store/openOrderCap';
import { buildSeed } from '../../../src/infrastructure/local/seed/buildSeed';

const NOW = Date.UTC(2026, 0, 15, 6, 30);
const seed = buildSeed(NOW);
const PUBLIC = join(__dirname, '../../../public');
const SEED_SRC = join(__dirname, '../../../src/infrastructure/local/seed');

const SLUG = /^[a-z0-9]+(_[a-z0-9]+)*$/;
const DEVANAGARI = /[\u0900-\u097F]/;
const isPaise = (n: number): boolean => Number.isInteger(n) && n >= 0;
const unique = (values: readonly string[]): boolean => new Set(values).size === values.length;
const product = (id: string): Product => {
  const found = seed.products.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

describe('buildSeed: catalogue', () => {
  it('has at least 8 groups, 25 subgroups and 80 products, every shelf stocked', () => {
    expect(seed.groups.length).toBeGreaterThanOrEqual(8);
    expect(seed.subgroups.length).toBeGreaterThanOrEqual(25);
    expect(seed.products.length).toBeGreaterThanOrEqual(80);
    for (const sub of seed.subgroups) {
      expect(
        seed.groups.some((g) => g.id === sub.group),
        sub.id,
      ).toBe(true);
      expect(
        seed.products.some((p) => p.subgroup === sub.id && p.group === sub.group),
        sub.id,
      ).toBe(true);
    }
  });

  it('covers the grocery and animal-feed shelves the store is known for', () => {
    const subgroupsOf = (group: string) => seed.subgroups.filter((s) => s.group === group).map((s) => s.id);
    expect(subgroupsOf('grocery')).toEqual(
      expect.arrayContaining(['atta', 'rice', 'dal', 'oil_and_ghee', 'spices', 'sugar_and_jaggery', 'tea', 'salt']),
    );
    expect(subgroupsOf('animal_feed')).toEqual(
      expect.arrayContaining(['cattle_feed', 'buffalo_feed', 'poultry_feed', 'mineral_mixture', 'oil_cake', 'bran', 'calf_starter']),
    );
    expect(seed.groups.map((g) => g.id)).toEqual(expect.arrayContaining(['household', 'snacks', 'dairy']));
  });

  it('uses unique underscore slugs with English and Hindi names for groups, subgroups and products', () => {
    expect(unique(seed.groups.map((g) => g.id))).toBe(true);
    expect(unique(seed.subgroups.map((s) => s.id))).toBe(true);
    expect(unique(seed.products.map((p) => p.id))).toBe(true);
    for (const named of [...seed.groups, ...seed.subgroups, ...seed.products]) {
      expect(named.id, named.id).toMatch(SLUG);
      expect(named.name.trim(), named.id).not.toBe('');
      expect(named.nameHi, named.id).toMatch(DEVANAGARI);
    }
  });

  it('gives every product a description, most of them in Hindi too', () => {
    for (const p of seed.products) expect(p.about.trim().length, p.id).toBeGreaterThan(10);
    const withHindi = seed.products.filter((p) => p.aboutHi && DEVANAGARI.test(p.aboutHi));
    expect(withHindi.length).toBeGreaterThanOrEqual(seed.products.length * 0.9);
    expect(seed.products.filter((p) => p.about.length > 150).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every price in whole paise and every stock a whole number', () => {
    for (const p of seed.products) {
      expect(isPaise(p.price) && isPaise(p.mrp), p.id).toBe(true);
      expect(p.price, p.id).toBeGreaterThan(0);
      expect(p.price, p.id).toBeLessThanOrEqual(p.mrp);
      expect(Number.isFinite(p.available) && p.available >= 0, p.id).toBe(true);
      expect(p.weight, p.id).not.toBe('');
      for (const [label, v] of Object.entries(p.variants)) {
        const where = `${p.id} ${label}`;
        expect(label, where).toMatch(/^\d+(\.\d+)?(g|kg|ml|l)$/);
        expect(isPaise(v.price) && isPaise(v.mrp), where).toBe(true);
        expect(v.price, where).toBeGreaterThan(0);
        expect(v.price, where).toBeLessThanOrEqual(v.mrp);
        expect(Number.isInteger(v.available) && v.available >= 0, where).toBe(true);
        expect(label.endsWith(v.unit), where).toBe(true);
      }
      if (Object.keys(p.variants).length > 0) {
        expect(p.weight in p.variants, p.id).toBe(true);
        expect(p.price, p.id).toBe(p.variants[p.weight]?.price);
      }
    }
  });

  it('includes every kind of product the screens must handle', () => {
    const variantless = seed.products.filter((p) => Object.keys(p.variants).length === 0);
    const loose = seed.products.filter((p) => p.loose_item);
    expect(seed.products.filter((p) => Object.keys(p.variants).length >= 3).length).toBeGreaterThan(5);
    expect(variantless.length).toBeGreaterThan(10);
    expect(variantless.some((p) => p.available === 0)).toBe(true);
    expect(seed.products.some((p) => Object.values(p.variants).some((v) => v.available === 0))).toBe(true);
    expect(seed.products.some((p) => Object.values(p.variants).some((v) => v.mrp > v.price))).toBe(true);
    expect(variantless.some((p) => p.mrp > p.price)).toBe(true);
    expect(variantless.some((p) => p.mrp === p.price)).toBe(true);
    expect(loose.length).toBeGreaterThanOrEqual(5);
    for (const p of loose) {
      expect(['gram', 'kg'], p.id).toContain(p.availableUnit);
      expect(Object.keys(p.variants).length, p.id).toBeGreaterThanOrEqual(2);
    }
    expect(loose.some((p) => p.availableUnit === 'gram') && loose.some((p) => p.availableUnit === 'kg')).toBe(true);
    const labels = new Set(seed.products.flatMap((p) => Object.keys(p.variants)));
    for (const label of ['250g', '500g', '1kg', '5kg', '25kg', '50kg', '1l', '5l']) expect(labels).toContain(label);
  });

  it('sells every size through the domain stock rules (units convert, out-of-stock reads as 0)', () => {
    for (const p of seed.products) {
      const sizes = sellableLabels(p);
      for (const size of sizes) {
        const stock = availableToSell(p, size);
        expect(stock.ok, `${p.id} ${size}`).toBe(true);
        if (stock.ok && !p.loose_item) expect(stock.value).toBe(p.variants[size]?.available ?? p.available);
      }
    }
  });

  it('prices things the way the shops around Dhanaura do', () => {
    expect(product('chakki_fresh_atta').variants['10kg']?.price).toBe(42_000);
    expect(product('pashu_aahar_gold').variants['50kg']?.price).toBe(145_000);
    expect(product('kachi_ghani_mustard_oil').variants['1l']?.price).toBe(16_500);
    expect(product('loose_sarson_khal').nameHi).toContain('खल');
    expect(product('gehun_chokar').nameHi).toContain('चोकर');
  });

  it('spreads createdAt over past months so newest-first ordering is meaningful', () => {
    const times = seed.products.map((p) => p.createdAt);
    expect(unique(times.map(String))).toBe(true);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    for (const p of seed.products) expect(p.updatedAt, p.id).toBeGreaterThanOrEqual(p.createdAt);
  });

  it('is the same data for the same moment', () => {
    expect(buildSeed(NOW)).toEqual(seed);
  });
});

describe('buildSeed: images', () => {
  const paths = [...seed.products.flatMap((p) => p.imageData), ...seed.groups.flatMap((g) => (g.image ? [g.image] : []))];

  it('gives every product one or two local illustrations that exist in public/products', () => {
    for (const p of seed.products) {
      expect(p.imageData.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.imageData.length, p.id).toBeLessThanOrEqual(2);
    }
    for (const path of paths) {
      expect(path).toMatch(/^\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC, path)), path).toBe(true);
    }
  });

  it('draws real pictures, not blank placeholders, and keeps them small together', () => {
    const files = readdirSync(join(PUBLIC, 'products')).filter((f) => f.endsWith('.svg'));
    let total = 0;
    for (const file of files) {
      const text = readFileSync(join(PUBLIC, 'products', file), 'utf8');
      total += statSync(join(PUBLIC, 'products', file)).size;
      expect(text, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96">/);
      expect((text.match(/<(path|rect|circle|ellipse)\b/g) ?? []).length, file).toBeGreaterThanOrEqual(3);
    }
    expect(total).toBeLessThan(60 * 1024);
    // Every file is used, so none ships for nothing.
    expect(new Set(paths.map((p) => p.replace('/products/', '')))).toEqual(new Set(files));
  });
});

describe('buildSeed: accounts', () => {
  const account = (email: string) => seed.accounts.find((a) => a.profile.email === email);

  it('has a demo customer, delivery person and admin with the password demo1234', () => {
    expect(account('customer@demo.shop')?.profile).toMatchObject({ uid: 'demo-customer', userType: 'customer', name: 'Ramesh Kumar' });
    expect(account('delivery@demo.shop')?.profile).toMatchObject({ uid: 'demo-delivery', userType: 'delivery' });
    expect(account('admin@demo.shop')?.profile).toMatchObject({ uid: 'demo-admin', userType: 'admin' });
    for (const a of seed.accounts) expect(a.password, a.profile.email).toBe('demo1234');
    expect(unique(seed.accounts.map((a) => a.profile.uid))).toBe(true);
    expect(unique(seed.accounts.map((a) => a.profile.email))).toBe(true);
  });

  it('completes every profile, with a saved delivery address that has coordinates near the store', () => {
    for (const { profile } of seed.accounts) {
      const where = profile.email;
      expect(profile, where).toMatchObject({ profileCompleted: true, addressCompleted: true });
      expect(profile.village, where).toBeTruthy();
      expect(profile.phoneNumber, where).toMatch(/^[6-9]\d{9}$/);
      const address = profile.deliveryAddress;
      expect(address, where).toBeTruthy();
      expect(profile.addresses, where).toContainEqual(address);
      expect(address?.pincode, where).toMatch(/^\d{6}$/);
      expect(address?.formatted, where).toBe(
        [address?.street, address?.area, address?.city, address?.state, address?.pincode].filter(Boolean).join(', '),
      );
      expect(address?.fullAddress, where).toBe(`${address?.houseNo}, ${address?.building}, ${address?.formatted}`);
      expect(Math.abs((address?.coordinates?.lat ?? 0) - 29.01), where).toBeLessThan(0.2);
      expect(Math.abs((address?.coordinates?.lng ?? 0) - 78.3), where).toBeLessThan(0.2);
    }
  });
});

describe('buildSeed: orders and carts', () => {
  const all = [...seed.orders, ...seed.history];

  it('has pending and accepted orders active, delivered and cancelled ones in history', () => {
    expect(seed.orders.every((o) => o.status === 'pending' || o.status === 'accepted')).toBe(true);
    expect(seed.history.every((o) => o.status === 'delivered' || o.status === 'cancelled')).toBe(true);
    for (const status of ['pending', 'accepted', 'delivered', 'cancelled'] as const) {
      expect(all.filter((o) => o.status === status && o.userId === 'demo-customer').length, status).toBeGreaterThanOrEqual(1);
    }
    const accepted = seed.orders.filter((o) => o.status === 'accepted');
    expect(accepted.every((o) => o.deliveryPersonId === 'demo-delivery')).toBe(true);
    expect(seed.orders.filter((o) => o.status === 'pending').every((o) => o.deliveryPersonId === null)).toBe(true);
  });

  it('names each order order_{timestamp}_{first 5 chars of uid}, uniquely', () => {
    for (const o of all) expect(o.id).toBe(`order_${o.createdAt}_${o.userId.slice(0, 5)}`);
    expect(unique(all.map((o) => o.id))).toBe(true);
  });

  it('totals every order as the sum of price times quantity, with the catalogue prices', () => {
    for (const o of all) {
      expect(o.total, o.id).toBe(o.items.reduce((sum, i) => sum + i.price * i.qty, 0));
      for (const item of o.items) {
        const p = product(item.id);
        expect([item.group, item.subgroup], o.id).toEqual([p.group, p.subgroup]);
        const pack = p.variants[item.variant] ?? (item.variant === p.weight ? { price: p.price, mrp: p.mrp } : undefined);
        expect(pack, `${o.id} ${item.id} ${item.variant}`).toBeDefined();
        expect([item.price, item.mrp]).toEqual([pack?.price, pack?.mrp]);
        expect(item.image).toBe(p.imageData[0]);
        expect(item.loose_item).toBe(p.loose_item);
        if (item.loose_item) {
          expect(item.totalWeight).toBe((item.weight ?? 0) * item.qty);
          expect(item.availableUnit).toBe(p.availableUnit);
        }
      }
    }
  });

  it('belongs to seeded customers, delivered to their saved address, cash on delivery', () => {
    for (const o of all) {
      const customer = seed.accounts.find((a) => a.profile.uid === o.userId)?.profile;
      expect(customer?.userType, o.id).toBe('customer');
      expect(o.userEmail).toBe(customer?.email);
      expect(o.deliveryAddress).toEqual(customer?.deliveryAddress);
      expect([o.paymentMethod, o.paymentStatus]).toEqual(['cash_on_delivery', 'pending']);
      expect(o.createdAt).toBeLessThan(NOW);
    }
    expect(seed.history.find((o) => o.cancelledBy === 'delivery')?.cancellationNote).toBe('Cancelled by delivery person: Sunil Yadav');
    expect(seed.history.find((o) => o.cancelledBy === 'admin')?.cancellationNote).toBe('Cancelled by administrator');
  });

  it('lets the demo customer check out the cart as seeded', () => {
    const cart = seed.carts.find((c) => c.userId === 'demo-customer');
    const check = verifyInventory(Object.values(cart?.items ?? {}), (ref) => seed.products.find((p) => p.id === ref.id));
    expect(check.ok).toBe(true);
  });

  it('gives every account a cart, with a few lines waiting in the demo customer’s', () => {
    expect(seed.carts.map((c) => c.userId).sort()).toEqual(seed.accounts.map((a) => a.profile.uid).sort());
    const lines = Object.entries(seed.carts.find((c) => c.userId === 'demo-customer')?.items ?? {});
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const [key, line] of lines) {
      expect(key).toBe(`${line.ref.id}_${line.weight}`);
      expect(line.price).toBe(product(line.ref.id).variants[line.weight]?.price);
      expect(line.qty).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('buildSeed: store settings', () => {
  it("starts the shop with the default store settings and the demo store's address and numbers", () => {
    expect(seed.settings).toEqual({
      ...defaultStoreSettings(),
      address: 'Main Chowk, Sherpur, near Mandi Dhanaura, District Amroha, Uttar Pradesh 244231',
      phone: '+91 98370 12345',
      whatsapp: '+91 98370 12345',
    });
  });

  it('lets the demo customer check out under them: delivered to, below the open-order cap, above the minimum', () => {
    const settings = seed.settings!;
    const customer = seed.accounts.find((a) => a.profile.uid === 'demo-customer')!.profile;
    expect(checkDeliveryArea(settings, customer.deliveryAddress!).ok).toBe(true);
    for (const { profile } of seed.accounts) {
      for (const address of profile.addresses) expect(checkDeliveryArea(settings, address).ok, `${profile.uid} ${address.id}`).toBe(true);
    }
    expect(checkOpenOrderCap(countOpenOrders(seed.orders.filter((o) => o.userId === 'demo-customer')), settings.maxOpenOrders).ok).toBe(
      true,
    );
    const cart = seed.carts.find((c) => c.userId === 'demo-customer');
    const check = verifyInventory(Object.values(cart?.items ?? {}), (ref) => seed.products.find((p) => p.id === ref.id));
    if (!check.ok) throw new Error('the seeded cart does not check out');
    expect(checkMinimumOrder(settings, orderTotal(check.items)).ok).toBe(true);
  });
});

describe('seed module', () => {
  it('imports only the domain and its own folder, so it stays a small lazy chunk', () => {
    for (const file of readdirSync(SEED_SRC)) {
      const source = readFileSync(join(SEED_SRC, file), 'utf8');
      for (const [, from] of source.matchAll(/from '([^']+)'/g)) {
        expect(from, `${file} imports ${from}`).toMatch(/^(\.\/[A-Za-z]+|(\.\.\/){3}domain\/.+)$/);
      }
    }
  });
});
