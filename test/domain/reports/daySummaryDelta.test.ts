import { describe, expect, it } from 'vitest';
import { cancellationKind } from '../../../src/domain/order/cancelReasons';
import { addDaySummaries } from '../../../src/domain/reports/addDaySummaries';
import { buildSalesReport } from '../../../src/domain/reports/buildSalesReport';
import { daySummaryDelta } from '../../../src/domain/reports/daySummaryDelta';
import { emptyDaySummary } from '../../../src/domain/reports/DaySummary';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';

// 1 February 2026, 00:10 IST.
const AT = Date.UTC(2026, 0, 31, 18, 40);

describe('daySummaryDelta', () => {
  it('counts a placed order on its IST day and hour, and its customer as new only on a first order', () => {
    const order = orderFactory.build({ userId: 'cust1', createdAt: AT });
    const first = daySummaryDelta({ kind: 'placed', order, previous: null, at: AT }, true)!;
    expect(first).toMatchObject({
      day: '2026-02-01',
      placed: 1,
      hours: { '0': 1 },
      customers: { cust1: true },
      newCustomers: { cust1: true },
    });
    expect(daySummaryDelta({ kind: 'placed', order, previous: null, at: AT }, false)!.newCustomers).toEqual({});
  });

  it("puts a delivery's cash with its courier and its lines with their product and size", () => {
    const order = orderFactory.build({
      status: 'delivered',
      deliveryPersonId: 'del1',
      deliveryPersonName: 'Suresh',
      deliveryFee: 2000,
      items: [
        orderItemFactory.build({ id: 'atta', variant: '5kg', qty: 2, price: 21000 }),
        orderItemFactory.build({ id: 'atta', variant: '1kg', qty: 1, price: 4500 }),
      ],
    });
    const delta = daySummaryDelta({ kind: 'delivered', order, previous: null, at: AT }, false)!;
    expect(delta).toMatchObject({
      delivered: 1,
      revenue: order.total,
      fees: 2000,
      couriers: { del1: { name: 'Suresh', delivered: 1, cash: order.total } },
    });
    expect(Object.values(delta.products).map((p) => [p.variant, p.qty, p.revenue])).toEqual([
      ['5kg', 2, 42000],
      ['1kg', 1, 4500],
    ]);
  });

  it('files a cancellation under its reason, and changes nothing for an accept or a hand-back', () => {
    const order = orderFactory.build({
      status: 'cancelled',
      cancelledBy: 'delivery',
      cancellationNote: 'Cancelled by delivery person: Suresh — Address not found',
    });
    expect(daySummaryDelta({ kind: 'cancelled', order, previous: null, at: AT }, false)).toMatchObject({
      cancelled: 1,
      cancellations: { addressNotFound: 1 },
    });
    expect(daySummaryDelta({ kind: 'accepted', order, previous: order, at: AT }, false)).toBeNull();
    expect(daySummaryDelta({ kind: 'handedBack', order, previous: order, at: AT }, false)).toBeNull();
  });
});

describe('cancellationKind', () => {
  it('reads who cancelled and the reason a delivery person picked', () => {
    expect(cancellationKind({ cancelledBy: 'customer', cancellationNote: 'Cancelled by customer — changed my mind' })).toBe('customer');
    expect(cancellationKind({ cancelledBy: 'admin', cancellationNote: 'Cancelled by administrator' })).toBe('store');
    expect(
      cancellationKind({ cancelledBy: 'delivery', cancellationNote: 'Cancelled by delivery person: Suresh — Customer not at home' }),
    ).toBe('notHome');
    expect(cancellationKind({ cancelledBy: 'delivery', cancellationNote: 'Cancelled by delivery person: Suresh — tyre burst' })).toBe(
      'deliveryOther',
    );
  });
});

describe('buildSalesReport', () => {
  it('counts a customer who ordered on several days once, as returning unless the first order was in the range', () => {
    const day1 = addDaySummaries(emptyDaySummary('2026-02-01'), {
      ...emptyDaySummary('2026-02-01'),
      placed: 2,
      customers: { a: true, b: true },
      newCustomers: { a: true },
    });
    const day2 = { ...emptyDaySummary('2026-02-02'), placed: 2, customers: { a: true as const, b: true as const } };
    expect(buildSalesReport([day1, day2], '2026-02-01', '2026-02-02')).toMatchObject({ placed: 4, newCustomers: 1, returningCustomers: 1 });
    expect(buildSalesReport([day1, day2], '2026-02-02', '2026-02-02')).toMatchObject({ placed: 2, newCustomers: 0, returningCustomers: 2 });
  });

  it('gives every day of the range its revenue, a day without trade at 0, and the average basket', () => {
    const day = { ...emptyDaySummary('2026-02-02'), delivered: 3, revenue: 100000 };
    const report = buildSalesReport([day], '2026-02-01', '2026-02-03');
    expect(report.revenueByDay).toEqual([
      { day: '2026-02-01', revenue: 0 },
      { day: '2026-02-02', revenue: 100000 },
      { day: '2026-02-03', revenue: 0 },
    ]);
    expect(report.averageBasket).toBe(33333);
  });
});
