import type { Container } from 'inversify';
import { OrderHistoryRepositoryToken } from '../../../src/application/ports/OrderHistoryRepository';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { ProductRepositoryToken } from '../../../src/application/ports/ProductRepository';
import type { Product } from '../../../src/domain/catalog/Product';
import type { Order, OrderItem } from '../../../src/domain/order/Order';
import { orderFactory } from '../../factories/orderFactory';
import { looseProductFactory, productFactory, sizedProductFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { seedCommerce } from '../../support/seedCommerce';

/** The people of the order tests. */
export const customer = userFactory.build({ uid: 'cust1', name: 'Ramesh Kumar' });
export const otherCustomer = userFactory.build({ uid: 'cust2', name: 'Sita Devi' });
export const delivery = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
export const otherDelivery = userFactory.build({ uid: 'del2', name: 'Mahesh', userType: 'delivery' });
export const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });

export const atta = productFactory.build({ id: 'atta', weight: '1kg', available: 3 });
export const rice = sizedProductFactory.build({ id: 'rice' }); // 5kg: 4
export const khal = looseProductFactory.build({ id: 'khal', available: 2, availableUnit: 'kg' });

const itemOf = (p: Product, variant: string, qty: number, loose?: Partial<OrderItem>): OrderItem => ({
  id: p.id,
  name: p.name,
  variant,
  qty,
  price: 1000,
  mrp: 1200,
  group: p.group,
  subgroup: p.subgroup,
  image: '',
  loose_item: p.loose_item,
  ...loose,
});

/** cust1's order of 2 atta, 1 × 5kg rice and 3 × 500g khal, in the given state. */
export const orderIn = (status: Order['status'], deliveryPersonId: string | null, id = `order_1_${status}`): Order =>
  orderFactory.build({
    id,
    userId: 'cust1',
    status,
    deliveryPersonId,
    items: [
      itemOf(atta, '1kg', 2),
      itemOf(rice, '5kg', 1),
      itemOf(khal, '500g', 3, { weight: 500, unit: 'g', totalWeight: 1500, availableUnit: 'kg' }),
    ],
  });

export function orderWorld(orders: Order[]): Container {
  const container = createTestContainer();
  seedCommerce(container, { products: [atta, rice, khal], orders });
  return container;
}

export const activeOrders = (container: Container): Order[] => {
  let orders: Order[] = [];
  container.get(OrderRepositoryToken).observeAll((o) => (orders = o))();
  return orders;
};

export const historyOf = (container: Container, userId = 'cust1') => container.get(OrderHistoryRepositoryToken).listByUser(userId);

export const stock = async (container: Container) => {
  const products = container.get(ProductRepositoryToken);
  return {
    atta: (await products.get(atta))!.available,
    rice5kg: (await products.get(rice))!.variants['5kg']!.available,
    khal: (await products.get(khal))!.available,
  };
};

export const STOCK_BEFORE = { atta: 3, rice5kg: 4, khal: 2 };
export const STOCK_RESTORED = { atta: 5, rice5kg: 5, khal: 3.5 };
