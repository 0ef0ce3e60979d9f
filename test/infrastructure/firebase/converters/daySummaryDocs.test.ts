import { describe, expect, it } from 'vitest';
import { emptyDaySummary, type DaySummary } from '../../../../src/domain/reports/DaySummary';
import { daySummaryFromDoc } from '../../../../src/infrastructure/firebase/converters/daySummaryFromDoc';
import { daySummaryToDoc } from '../../../../src/infrastructure/firebase/converters/daySummaryToDoc';

const day: DaySummary = {
  ...emptyDaySummary('2026-02-01'),
  placed: 2,
  delivered: 1,
  revenue: 45000,
  fees: 2000,
  cancellations: { notHome: 1 },
  hours: { '9': 1, '22': 1 },
  couriers: { del1: { name: 'Suresh', delivered: 1, cash: 45000 } },
  products: {
    'grocery/flour/atta/5kg': {
      id: 'atta',
      group: 'grocery',
      subgroup: 'flour',
      name: 'Atta',
      nameHi: 'आटा',
      variant: '5kg',
      qty: 2,
      revenue: 43000,
    },
  },
  customers: { cust1: true, cust2: true },
  newCustomers: { cust2: true },
};

describe('day summary documents', () => {
  it('read back as they were written', () => {
    expect(
      daySummaryFromDoc(
        '2026-02-01',
        daySummaryToDoc(day, (n) => n),
      ),
    ).toEqual(day);
  });

  it('leave out empty maps, so a merged change never wipes the hours or customers already counted', () => {
    const delivery = { ...emptyDaySummary('2026-02-01'), delivered: 1, couriers: day.couriers };
    expect(Object.keys(daySummaryToDoc(delivery, (n) => n))).toEqual([
      'day',
      'placed',
      'delivered',
      'cancelled',
      'revenue',
      'fees',
      'couriers',
    ]);
  });

  it('read odd documents as nothing rather than failing', () => {
    expect(daySummaryFromDoc('2026-02-01', { placed: 'many', hours: { '24': 3, x: 1 }, customers: { a: 'yes' }, couriers: null })).toEqual(
      emptyDaySummary('2026-02-01'),
    );
  });
});
