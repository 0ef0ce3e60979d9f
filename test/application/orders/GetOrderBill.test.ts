import { describe, expect, it } from 'vitest';
import { GetOrderBill } from '../../../src/application/orders/GetOrderBill';
import { actAs } from '../../support/actAs';
import { admin, customer, delivery, orderIn, orderWorld, otherDelivery } from './orderWorld';

describe('GetOrderBill', () => {
  it('gives the owner any order’s bill and the delivery person the bill of an order he holds', async () => {
    const container = orderWorld([orderIn('accepted', 'del1')]);
    const asAdmin = await actAs(container, admin).get(GetOrderBill).execute({ orderId: 'order_1_accepted' });
    expect(asAdmin.ok && asAdmin.value.lines.length).toBe(3);
    const asCourier = await actAs(container, delivery).get(GetOrderBill).execute({ orderId: 'order_1_accepted' });
    expect(asCourier.ok).toBe(true);
  });

  it('refuses customers and other delivery people, and says when the order is gone', async () => {
    const container = orderWorld([orderIn('accepted', 'del1')]);
    expect(await actAs(container, customer).get(GetOrderBill).execute({ orderId: 'order_1_accepted' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(await actAs(container, otherDelivery).get(GetOrderBill).execute({ orderId: 'order_1_accepted' })).toEqual({
      ok: false,
      error: { code: 'orders.permissionDenied' },
    });
    expect(await actAs(container, admin).get(GetOrderBill).execute({ orderId: 'order_gone' })).toEqual({
      ok: false,
      error: { code: 'orders.notFound' },
    });
  });
});
