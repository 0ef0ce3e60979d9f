import { describe, expect, it } from 'vitest';
import { orderTimeline } from '../../../../src/ui/screens/orders/orderTimeline';
import { orderFactory } from '../../../factories/orderFactory';

const PLACED = Date.UTC(2025, 0, 15, 4, 30);
const LATER = PLACED + 3_600_000;

describe('orderTimeline', () => {
  it('shows a pending order as placed, with accepted and delivered still to come', () => {
    expect(orderTimeline(orderFactory.build({ createdAt: PLACED }))).toEqual([
      { step: 'placed', done: true, at: PLACED },
      { step: 'accepted', done: false },
      { step: 'delivered', done: false },
    ]);
  });

  it('gives each step its time as the order moves on', () => {
    expect(orderTimeline(orderFactory.build({ createdAt: PLACED, status: 'accepted', acceptedAt: LATER }))[1]).toEqual({
      step: 'accepted',
      done: true,
      at: LATER,
    });
    expect(
      orderTimeline(orderFactory.build({ createdAt: PLACED, status: 'delivered', acceptedAt: LATER, deliveredAt: LATER + 1 }))[2],
    ).toEqual({
      step: 'delivered',
      done: true,
      at: LATER + 1,
    });
  });

  it('ends in cancelled, skipping accepted when nobody had accepted it', () => {
    expect(orderTimeline(orderFactory.build({ createdAt: PLACED, status: 'cancelled', cancelledAt: LATER })).map((s) => s.step)).toEqual([
      'placed',
      'cancelled',
    ]);
    expect(orderTimeline(orderFactory.build({ createdAt: PLACED, status: 'cancelled', acceptedAt: PLACED + 1, updatedAt: LATER }))).toEqual(
      [
        { step: 'placed', done: true, at: PLACED },
        { step: 'accepted', done: true, at: PLACED + 1 },
        { step: 'cancelled', done: true, at: LATER },
      ],
    );
  });

  it('shows when the order was handed back to the shop, and names whoever accepted it after that', () => {
    const order = orderFactory.build({
      createdAt: PLACED,
      status: 'accepted',
      handedBackAt: PLACED + 1,
      acceptedAt: LATER,
      deliveryPersonName: 'Mahesh',
    });
    expect(orderTimeline(order)).toEqual([
      { step: 'placed', done: true, at: PLACED },
      { step: 'handedBack', done: true, at: PLACED + 1 },
      { step: 'accepted', done: true, at: LATER, by: 'Mahesh' },
      { step: 'delivered', done: false },
    ]);
  });
});
