import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import type { StoreSettings } from '../store/StoreSettings';
import type { Order } from './Order';
import { shortOrderNumber } from './shortOrderNumber';

export interface BillLine {
  name: string;
  nameHi?: string;
  variant: string;
  qty: number;
  price: Paise;
  amount: Paise;
}

/**
 * What a printed bill shows: the store, the order's number and date, the customer and where to
 * deliver, each line with its amount, and the money due in cash. Never the delivery code: it is
 * kept apart from the order, and a bill travels in the bag where anyone can read it.
 */
export interface Bill {
  store: { name: string; address: string; phone: string };
  orderId: string;
  orderNumber: string;
  placedAt: Millis;
  customer: { name: string; phone: string; address: string; landmark: string };
  lines: BillLine[];
  subtotal: Paise;
  deliveryFee: Paise;
  total: Paise;
}

export function billOf(order: Order, store: Pick<StoreSettings, 'name' | 'address' | 'phone'>): Bill {
  const lines = order.items.map(({ name, nameHi, variant, qty, price }) => ({
    name,
    ...(nameHi ? { nameHi } : {}),
    variant,
    qty,
    price,
    amount: price * qty,
  }));
  const subtotal = order.subtotal ?? lines.reduce((sum, line) => sum + line.amount, 0);
  const address = order.deliveryAddress;
  return {
    store: { name: store.name, address: store.address, phone: store.phone },
    orderId: order.id,
    orderNumber: shortOrderNumber(order.id),
    placedAt: order.createdAt,
    customer: {
      name: order.userName,
      phone: order.phoneNumber,
      address: address.fullAddress || address.formattedAddress || address.formatted || '',
      landmark: address.landmark,
    },
    lines,
    subtotal,
    deliveryFee: order.deliveryFee ?? order.total - subtotal,
    total: order.total,
  };
}
