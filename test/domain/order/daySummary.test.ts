import { describe, expect, it } from 'vitest';
import { daySummary } from '../../../src/domain/order/daySummary';
import { istDayStart } from '../../../src/domain/reports/istCalendar';
import { orderFactory, orderItemFactory } from '../../factories/orderFactory';

// 15 Jan 2025, 10:00 IST = 04:30 UTC.
const NOW = Date.UTC(2025, 0, 15, 4, 30);
const MIDNIGHT_IST = Date.UTC(2025, 0, 14, 18, 30);

describe('istDayStart', () => {
  it('is midnight in India, not in UTC', () => {
    expect(istDayStart(NOW)).toBe(MIDNIGHT_IST);
    expect(istDayStart(MIDNIGHT_IST)).toBe(MIDNIGHT_IST);
    expect(istDayStart(MIDNIGHT_IST - 1)).toBe(MIDNIGHT_IST - 24 * 3600 * 1000);
  });
});

describe('daySummary', () => {
  it('counts orders placed today and the cash of orders delivered today', () => {
    const orders = [
      orderFactory.build({ createdAt: MIDNIGHT_IST + 1000 }),
      orderFactory.build({
        createdAt: MIDNIGHT_IST - 1000,
        status: 'delivered',
        deliveredAt: MIDNIGHT_IST + 5000,
        items: [orderItemFactory.build({ price: 5000, qty: 2 })],
      }),
      orderFactory.build({ createdAt: MIDNIGHT_IST - 5000, status: 'delivered', updatedAt: MIDNIGHT_IST - 10 }),
      orderFactory.build({ createdAt: MIDNIGHT_IST + 2000, status: 'cancelled', cancelledAt: MIDNIGHT_IST + 3000 }),
    ];
    expect(daySummary(orders, NOW)).toEqual({ placed: 2, delivered: 1, cancelled: 1, cashCollected: 10000 });
  });

  it('is all zero for a quiet day', () => {
    expect(daySummary([], NOW)).toEqual({ placed: 0, delivered: 0, cancelled: 0, cashCollected: 0 });
  });
});
