import type { Order } from '../../../domain/order/Order';
import { orderPatchToDoc } from './orderPatchToDoc';
import type { StoredValues } from './StoredValues';
import { withoutUndefined } from './withoutUndefined';

/** The orders/{id} document of docs/SPEC.md 'Entities and their fields' for an order; the id lives only in the path. */
export function orderToDoc(order: Order, values: StoredValues): Record<string, unknown> {
  const { id: _id, ...fields } = order;
  return orderPatchToDoc(withoutUndefined(fields), values);
}
