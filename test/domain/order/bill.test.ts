import { describe, expect, it } from 'vitest';
import { billOf } from '../../../src/domain/order/bill';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';

describe('billOf', () => {
  it('gives each line its amount, the subtotal, fee and total, the store and the customer, and nothing of a delivery code', () => {
    const order = orderFactory.build({
      deliveryCodeRequired: true,
      subtotal: 46600,
      deliveryFee: 2000,
      items: [
        orderItemFactory.build({ name: 'Atta', nameHi: 'आटा', variant: '5kg', qty: 2, price: 21050 }),
        orderItemFactory.build({ variant: '1kg', qty: 1, price: 4500 }),
      ],
    });
    order.total = 48600;
    const bill = billOf(order, { ...defaultStoreSettings(), name: 'Gupta Kirana', address: 'Main Road, Dhanaura', phone: '9876500000' });
    expect(bill.store).toEqual({ name: 'Gupta Kirana', address: 'Main Road, Dhanaura', phone: '9876500000' });
    expect(bill.lines.map((l) => [l.variant, l.qty, l.price, l.amount])).toEqual([
      ['5kg', 2, 21050, 42100],
      ['1kg', 1, 4500, 4500],
    ]);
    expect([bill.subtotal, bill.deliveryFee, bill.total]).toEqual([46600, 2000, 48600]);
    expect(bill.customer).toMatchObject({ name: 'Ramesh Kumar', phone: '9876543210', landmark: 'Near the water tank' });
    expect(JSON.stringify(bill)).not.toMatch(/code/i);
  });

  it('works out the subtotal of an order in the spec’s original shape', () => {
    const order = orderFactory.build({ items: [orderItemFactory.build({ qty: 3, price: 5000 })] });
    expect(billOf(order, defaultStoreSettings())).toMatchObject({ subtotal: 15000, deliveryFee: 0, total: 15000 });
  });
});
