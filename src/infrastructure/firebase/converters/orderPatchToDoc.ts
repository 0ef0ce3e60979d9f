import type { SavedAddress } from '../../../domain/address/Address';
import type { Order, OrderItem } from '../../../domain/order/Order';
import { paiseToRupees } from '../../../domain/shared/Money';
import { addressToDoc } from './addressToDoc';
import type { StoredValues } from './StoredValues';
import { withoutUndefined } from './withoutUndefined';

type OrderFields = Partial<Omit<Order, 'id'>>;

const TIME_FIELDS = new Set<string>(['createdAt', 'updatedAt', 'acceptedAt', 'assignedAt', 'handedBackAt', 'deliveredAt', 'cancelledAt']);
const MONEY_FIELDS = new Set<string>(['total', 'subtotal', 'deliveryFee']);

const itemToDoc = (item: OrderItem): Record<string, unknown> =>
  withoutUndefined({ ...item, price: paiseToRupees(item.price), mrp: paiseToRupees(item.mrp) });

const fieldToDoc = (key: string, value: unknown, values: StoredValues): unknown => {
  if (value === undefined) return values.deleteField();
  if (TIME_FIELDS.has(key)) return values.timestamp(value as number);
  if (MONEY_FIELDS.has(key)) return paiseToRupees(value as number);
  if (key === 'items') return (value as OrderItem[]).map(itemToDoc);
  if (key === 'deliveryAddress') return addressToDoc(value as SavedAddress);
  return value;
};

/**
 * Order fields as stored (docs/SPEC.md 'Entities and their fields'): rupees, Firestore timestamps, the address in its stored
 * shape. A field given as undefined is deleted, as an update patch means it.
 */
export function orderPatchToDoc(patch: OrderFields, values: StoredValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, fieldToDoc(key, value, values)]));
}
