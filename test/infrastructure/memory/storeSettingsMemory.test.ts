import { describe, expect, it } from 'vitest';
import { OrderRepositoryToken } from '../../../src/application/ports/OrderRepository';
import { RandomToken } from '../../../src/application/ports/Random';
import { StoreSettingsRepositoryToken } from '../../../src/application/ports/StoreSettingsRepository';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { deliveryCodeFrom } from '../../../src/domain/store/deliveryCode';
import { SequenceRandom } from '../../../src/infrastructure/memory/SequenceRandom';
import { orderFactory } from '../../factories/orderFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { randomOf, seedCommerce } from '../../support/seedCommerce';

describe('memory adapters for store settings and delivery codes', () => {
  it('seed settings (any shape) and delivery codes, read back through the ports', async () => {
    const container = createTestContainer();
    const order = orderFactory.build({ userId: 'cust1', deliveryCodeRequired: true });
    seedCommerce(container, {
      orders: [order],
      deliveryCodes: [{ orderId: order.id, userId: 'cust1', code: '0427' }],
      settings: { ...defaultStoreSettings(), name: 'Seeded Kirana', maxOpenOrders: 'many' },
    });
    expect(await container.get(StoreSettingsRepositoryToken).get()).toEqual({ ...defaultStoreSettings(), name: 'Seeded Kirana' });
    expect(await container.get(OrderRepositoryToken).getDeliveryCode(order.id)).toBe('0427');
    expect(await container.get(OrderRepositoryToken).countOpenByUser('cust1')).toBe(1);
  });

  it('SequenceRandom gives its values in turn, is bound as Random, and refuses values outside [0, 1)', () => {
    const container = createTestContainer();
    expect(deliveryCodeFrom(container.get(RandomToken).next())).toBe('4821');
    randomOf(container).set([0.0427, 0.9999]);
    const random = container.get(RandomToken);
    expect([random.next(), random.next(), random.next()].map(deliveryCodeFrom)).toEqual(['0427', '9999', '0427']);
    expect(() => new SequenceRandom([1])).toThrow(RangeError);
    expect(() => randomOf(container).set([])).toThrow(RangeError);
  });
});
