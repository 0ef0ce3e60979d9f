import type { Container } from 'inversify';
import type { CartRepository } from '../../../src/application/ports/CartRepository';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import type { Cart } from '../../../src/domain/cart/CartLine';
import type { Product, ProductRef } from '../../../src/domain/catalog/Product';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import type { CommerceSeed, MemoryDatabase } from '../../../src/infrastructure/memory/MemoryDatabase';
import { productKey } from '../../../src/domain/order/inventory';
import { userFactory } from '../../factories/userFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { connectivityOf, seedCommerce } from '../../support/seedCommerce';

/**
 * A memory-backed shop for view-model tests: the catalogue, carts and orders seeded, one
 * signed-in customer, and handles to read what changed.
 */
export interface ShopWorld {
  container: Container;
  db: MemoryDatabase;
  customer: UserProfile;
  carts: CartRepository;
  goOffline(): void;
  /** The stored cart of the customer. */
  cart(): Promise<Cart>;
  /** A product as stored now. */
  product(ref: ProductRef): Product | undefined;
}

export function shopWorld(seed: CommerceSeed = {}, customer: UserProfile = userFactory.build()): ShopWorld {
  const container = createTestContainer();
  const db = seedCommerce(container, seed);
  const carts = container.get(CartRepositoryToken);
  return {
    container,
    db,
    customer,
    carts,
    goOffline: () => connectivityOf(container).setOnline(false),
    cart: () => carts.get(customer.uid),
    product: (ref) => db.state.products.get(productKey(ref)),
  };
}
