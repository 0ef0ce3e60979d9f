import { webStoredValues } from '../../../../src/infrastructure/firebase/webStoredValues';
import { deleteField, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { orderFromDoc } from '../../../../src/infrastructure/firebase/converters/orderFromDoc';
import { orderPatchToDoc } from '../../../../src/infrastructure/firebase/converters/orderPatchToDoc';
import { orderToDoc } from '../../../../src/infrastructure/firebase/converters/orderToDoc';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { JAN_10, specOrder } from './legacyDocuments';

describe('orderFromDoc', () => {
  it('reads the SPEC order with loose items, rupees as paise and the address coordinates normalised', () => {
    const order = orderFromDoc('order_1736485200000_uid-c', specOrder);
    expect(order).toMatchObject({
      id: 'order_1736485200000_uid-c',
      userId: 'uid-customer-1',
      status: 'pending',
      total: 29750,
      createdAt: JAN_10,
      paymentMethod: 'cash_on_delivery',
      paymentStatus: 'pending',
      deliveryPersonId: null,
    });
    expect(order.items[0]).toEqual({
      id: 'basmati',
      name: 'Basmati Rice',
      variant: '500g',
      qty: 2,
      price: 8500,
      mrp: 9500,
      group: 'grocery',
      subgroup: 'rice',
      image: 'https://img.example/rice-1.jpg',
      loose_item: false,
    });
    expect(order.items[1]).toMatchObject({ loose_item: true, weight: 1, unit: 'kg', totalWeight: 3, availableUnit: 'kg' });
    expect(order.deliveryAddress.coordinates).toEqual({ lat: 29.01, lng: 78.29 });
    expect(order.deliveryAddress.houseNo).toBe('12');
  });

  it('reads later fields and every time form', () => {
    const order = orderFromDoc('o', {
      ...specOrder,
      status: 'cancelled',
      createdAt: JAN_10,
      updatedAt: '2025-01-10T06:00:00.000Z',
      cancelledAt: { seconds: JAN_10 / 1000 + 7200, nanoseconds: 0 },
      cancelledBy: 'delivery',
      cancellationNote: 'Cancelled by delivery person: Suresh',
      deliveryPersonId: 'uid-delivery',
    });
    expect(order).toMatchObject({
      status: 'cancelled',
      createdAt: JAN_10,
      updatedAt: JAN_10 + 3_600_000,
      cancelledAt: JAN_10 + 7_200_000,
      cancelledBy: 'delivery',
      deliveryPersonId: 'uid-delivery',
    });
  });

  it('reads an unknown status as pending, a missing total as the items sum, and junk without failing', () => {
    const order = orderFromDoc('o', { ...specOrder, status: 'shipped', total: undefined });
    expect(order.status).toBe('pending');
    expect(order.total).toBe(2 * 8500 + 3 * 4250);
    const junk = orderFromDoc('o', null);
    expect(junk).toMatchObject({ id: 'o', items: [], total: 0, status: 'pending', deliveryPersonId: null });
    expect(junk.deliveryAddress.country).toBe('India');
  });

  it('reads the store-settings fields of issue 12 when present, and an order in the spec shape without them', () => {
    const order = orderFromDoc('o', {
      ...specOrder,
      total: 317.5,
      subtotal: 297.5,
      deliveryFee: 20,
      deliveryCodeRequired: true,
      deliveryLocked: true,
      handedBackAt: Timestamp.fromMillis(1_736_490_000_000),
      assignedAt: Timestamp.fromMillis(1_736_480_000_000),
    });
    expect(order).toMatchObject({
      total: 31750,
      subtotal: 29750,
      deliveryFee: 2000,
      deliveryCodeRequired: true,
      deliveryLocked: true,
      handedBackAt: 1_736_490_000_000,
      assignedAt: 1_736_480_000_000,
    });
    expect(orderPatchToDoc({ assignedAt: 1_736_480_000_000 }, webStoredValues).assignedAt).toEqual(Timestamp.fromMillis(1_736_480_000_000));
    const plain = orderFromDoc('o', specOrder);
    for (const key of ['subtotal', 'deliveryFee', 'deliveryCodeRequired', 'deliveryLocked', 'handedBackAt', 'assignedAt'])
      expect(plain).not.toHaveProperty(key);
    expect(orderFromDoc('o', { ...specOrder, deliveryCodeRequired: 'yes' })).not.toHaveProperty('deliveryCodeRequired');
    expect(orderFromDoc('o', { ...specOrder, deliveryLocked: 'yes' })).not.toHaveProperty('deliveryLocked');
  });
});

describe('orderToDoc', () => {
  it('stores rupees and Timestamps, no id, and reads back the same order', () => {
    const order = orderFactory.build({
      items: [
        orderItemFactory.build({ price: 16550, qty: 2 }),
        orderItemFactory.build({ loose_item: true, weight: 0.5, unit: 'kg', totalWeight: 1, availableUnit: 'kg' }),
      ],
      status: 'accepted',
      deliveryPersonId: 'uid-d',
      deliveryPersonName: 'Suresh',
      updatedAt: JAN_10 + 1,
      acceptedAt: JAN_10 + 1,
    });
    const stored = orderToDoc(order, webStoredValues);
    expect(stored).not.toHaveProperty('id');
    expect(stored.total).toBe(order.total / 100);
    expect((stored.items as Array<{ price: number }>)[0]?.price).toBe(165.5);
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(orderFromDoc(order.id, stored)).toEqual(order);
  });

  it('stores subtotal and fee in rupees beside the total, and the delivery flag and lock as they are', () => {
    const built = orderFactory.build({ items: [orderItemFactory.build({ price: 16550, qty: 2 })], deliveryCodeRequired: true });
    const order = { ...built, subtotal: 33100, deliveryFee: 2050, total: 35150, status: 'accepted' as const, deliveryLocked: true };
    const stored = orderToDoc(order, webStoredValues);
    expect(stored).toMatchObject({ total: 351.5, subtotal: 331, deliveryFee: 20.5, deliveryCodeRequired: true, deliveryLocked: true });
    expect(orderFromDoc(order.id, stored)).toEqual(order);
  });
});

describe('orderPatchToDoc', () => {
  it('converts only the patched fields and deletes the ones patched to undefined', () => {
    const stored = orderPatchToDoc(
      { status: 'accepted', deliveryPersonId: 'uid-d', updatedAt: JAN_10, cancellationNote: undefined },
      webStoredValues,
    );
    expect(Object.keys(stored).sort()).toEqual(['cancellationNote', 'deliveryPersonId', 'status', 'updatedAt']);
    expect((stored.updatedAt as Timestamp).toMillis()).toBe(JAN_10);
    expect(deleteField().isEqual(stored.cancellationNote as ReturnType<typeof deleteField>)).toBe(true);
  });
});
