import { describe, expect, it } from 'vitest';
import { alertsBetween } from '../../../src/domain/alerts/alertsBetween';
import type { Order } from '../../../src/domain/order/Order';
import { orderFactory } from '../../factories/orderFactory';

const T = 1_800_000_000_000;
const known = (...orders: Order[]) => new Map(orders.map((o) => [o.id, o]));
const placed = orderFactory.build({ id: 'order_1', status: 'pending', createdAt: T });
const accepted: Order = { ...placed, status: 'accepted', deliveryPersonId: 'del1', deliveryPersonName: 'Suresh', acceptedAt: T + 1 };
const kinds = (alerts: { kind: string }[]) => alerts.map((a) => a.kind);

describe('alertsBetween', () => {
  it('tells the staff of a newly placed order, once, and never of one handed back to pending', () => {
    const [alert] = alertsBetween('staff', known(), [placed]);
    expect(alert).toMatchObject({ kind: 'placed', audience: 'staff', orderId: 'order_1', total: placed.total, key: `order_1:placed:${T}` });
    expect(alertsBetween('staff', known(placed), [placed])).toEqual([]);
    const handedBack: Order = { ...placed, id: 'order_2', handedBackAt: T + 5 };
    expect(alertsBetween('staff', known(), [handedBack])).toEqual([]);
  });

  it('names the village of the delivery address', () => {
    const inRampur = { ...placed, deliveryAddress: { ...placed.deliveryAddress, city: 'Rampur' } };
    expect(alertsBetween('staff', known(), [inRampur])[0]!.village).toBe('Rampur');
  });

  it('tells a delivery person of an order the shop gave them, not one they took themselves', () => {
    const given: Order = { ...accepted, assignedAt: T + 2 };
    expect(kinds(alertsBetween('courier', known(), [accepted]))).toEqual([]);
    expect(alertsBetween('courier', known(), [given])).toEqual([
      expect.objectContaining({ kind: 'assigned', audience: 'courier', key: `order_1:assigned:${T + 2}`, courierName: 'Suresh' }),
    ]);
    expect(alertsBetween('courier', known(given), [given])).toEqual([]);
  });

  it('tells the customer each change the shop makes, and nothing of an order she just placed or cancelled herself', () => {
    expect(alertsBetween('customer', known(), [placed])).toEqual([]);
    expect(kinds(alertsBetween('customer', known(placed), [accepted]))).toEqual(['accepted']);
    expect(kinds(alertsBetween('customer', known(placed), [{ ...accepted, assignedAt: T + 1 }]))).toEqual(['assigned']);
    const toMahesh: Order = { ...accepted, deliveryPersonId: 'del2', deliveryPersonName: 'Mahesh', assignedAt: T + 3 };
    expect(kinds(alertsBetween('customer', known(accepted), [toMahesh]))).toEqual(['assigned']);
    const back: Order = { ...placed, handedBackAt: T + 4 };
    expect(kinds(alertsBetween('customer', known(accepted), [back]))).toEqual(['handedBack']);
    expect(kinds(alertsBetween('customer', known(accepted), [{ ...accepted, status: 'delivered', deliveredAt: T + 5 }]))).toEqual([
      'delivered',
    ]);
    const byShop: Order = { ...placed, status: 'cancelled', cancelledBy: 'admin', cancelledAt: T + 6 };
    expect(kinds(alertsBetween('customer', known(placed), [byShop]))).toEqual(['cancelled']);
    expect(alertsBetween('customer', known(placed), [{ ...byShop, cancelledBy: 'customer' }])).toEqual([]);
    expect(alertsBetween('customer', known(accepted), [accepted])).toEqual([]);
  });
});
