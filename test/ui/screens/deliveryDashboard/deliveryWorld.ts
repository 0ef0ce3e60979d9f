import type { Container } from 'inversify';
import { OrderHistoryRepositoryToken } from '../../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../../src/application/ports/ProductRepository';
import type { Order } from '../../../../src/domain/order/Order';
import { MANUAL_CLOCK_START } from '../../../../src/infrastructure/memory/ManualClock';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedCommerce } from '../../../support/seedCommerce';

export const HOUR = 3_600_000;
export const NOW = MANUAL_CLOCK_START;

export const courier = userFactory.build({ uid: 'del1', name: 'Sunil Yadav', userType: 'delivery' });
export const otherCourier = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
export const customer = userFactory.build({ uid: 'cust1', name: 'Ramesh Kumar' });
export const admin = userFactory.build({ uid: 'admin1', name: 'Anil Agarwal', userType: 'admin' });

/** Atta with 10 in stock; every order below buys 2 of it for ₹50 each. */
export const atta = productFactory.build({ id: 'atta', available: 10 });

export const orderOf = (id: string, overrides: Partial<Order> = {}): Order =>
  orderFactory.build({
    id,
    userId: 'cust1',
    userName: 'Ramesh Kumar',
    createdAt: NOW - HOUR,
    items: [orderItemFactory.build({ id: 'atta', name: atta.name, qty: 2, price: 5000, group: atta.group, subgroup: atta.subgroup })],
    ...overrides,
  });

export function deliveryWorld(orders: Order[], history: Order[] = []): Container {
  const container = createTestContainer();
  seedCommerce(container, { products: [atta], orders, history });
  return container;
}

export const storedOrder = (container: Container, id: string) => container.get(OrderRepositoryToken).get(id);
export const allHistory = (container: Container) => container.get(OrderHistoryRepositoryToken).listLatest(Number.MAX_SAFE_INTEGER);
export const attaStock = async (container: Container) => (await container.get(ProductRepositoryToken).get(atta))!.available;

/** Lets queued promise callbacks (summary reloads) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
