import { normaliseSavedAddress } from '../../../domain/address/normaliseSavedAddress';
import type { Order, OrderItem, OrderStatus } from '../../../domain/order/Order';
import { isUserType } from '../../../domain/user/isUserType';
import { DocReader } from './DocReader';

const STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'delivered', 'cancelled'];

const readItem = (raw: unknown): OrderItem => {
  const d = new DocReader(raw);
  const price = d.paise('price');
  const qty = d.number('qty', 1);
  const optional = {
    nameHi: d.optionalText('nameHi'),
    weight: d.optionalNumber('weight'),
    unit: d.optionalText('unit'),
    totalWeight: d.optionalNumber('totalWeight'),
    availableUnit: d.optionalText('availableUnit'),
  };
  return {
    id: d.text('id') || d.text('productId'),
    name: d.text('name'),
    variant: d.text('variant'),
    qty: qty > 0 ? qty : 1,
    price,
    mrp: d.paise('mrp', price),
    group: d.text('group'),
    subgroup: d.text('subgroup'),
    image: d.text('image') || d.list('imageData').find((url): url is string => typeof url === 'string') || '',
    loose_item: d.bool('loose_item'),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
};

/**
 * An orders/{id} (or orderHistory/{userId}/orders/{id}) document as an Order. Money is rupees in
 * the document; payment fields can only hold the one method the shop offers; a status the shop does
 * not know reads as pending so the order stays visible to the staff instead of vanishing.
 */
export function orderFromDoc(id: string, data: unknown): Order {
  const d = new DocReader(data);
  const items = d.list('items').map(readItem);
  const status = STATUSES.find((s) => s === d.raw.status) ?? 'pending';
  const cancelledBy = isUserType(d.raw.cancelledBy) ? d.raw.cancelledBy : undefined;
  const optional = {
    updatedAt: d.optionalMillis('updatedAt'),
    deliveryPersonName: d.optionalText('deliveryPersonName'),
    cancelledBy,
    cancellationNote: d.optionalText('cancellationNote'),
    acceptedAt: d.optionalMillis('acceptedAt'),
    assignedAt: d.optionalMillis('assignedAt'),
    handedBackAt: d.optionalMillis('handedBackAt'),
    deliveredAt: d.optionalMillis('deliveredAt'),
    cancelledAt: d.optionalMillis('cancelledAt'),
    // Issue 12: orders in the spec's original shape have none of these.
    subtotal: d.optionalPaise('subtotal'),
    deliveryFee: d.optionalPaise('deliveryFee'),
    deliveryCodeRequired: typeof d.raw.deliveryCodeRequired === 'boolean' ? d.raw.deliveryCodeRequired : undefined,
    // Only `true` locks: an odd value must not keep an order from being delivered.
    deliveryLocked: d.raw.deliveryLocked === true ? true : undefined,
  };
  return {
    id,
    userId: d.text('userId'),
    userEmail: d.text('userEmail'),
    userName: d.text('userName'),
    items,
    status,
    total: d.paise(
      'total',
      items.reduce((sum, item) => sum + item.price * item.qty, 0),
    ),
    createdAt: d.millis('createdAt'),
    deliveryAddress: normaliseSavedAddress(d.raw.deliveryAddress) ?? normaliseSavedAddress({})!,
    phoneNumber: d.text('phoneNumber'),
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    deliveryPersonId: d.text('deliveryPersonId') || null,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}
