import { cancellationKind } from '../order/cancelReasons';
import type { OrderEvent } from '../order/OrderEvent';
import { emptyDaySummary, productSalesKey, UNASSIGNED_COURIER, type DaySummary } from './DaySummary';
import { istDayKey, istHour } from './istCalendar';

/**
 * What one order event adds to the books of its day (the IST day of `event.at`): a placed order
 * to the orders, its hour and its customer (a new one when `firstOrder`: the customer had never
 * ordered before); a delivery to the cash, fees, the courier's takings and the products sold; a
 * cancellation to its reason. Accepting, assigning and handing back change no figure: null.
 */
export function daySummaryDelta(event: OrderEvent, firstOrder: boolean): DaySummary | null {
  const { order } = event;
  const delta = emptyDaySummary(istDayKey(event.at));
  switch (event.kind) {
    case 'placed':
      delta.placed = 1;
      delta.hours[String(istHour(event.at))] = 1;
      delta.customers[order.userId] = true;
      if (firstOrder) delta.newCustomers[order.userId] = true;
      return delta;
    case 'delivered': {
      delta.delivered = 1;
      delta.revenue = order.total;
      delta.fees = order.deliveryFee ?? 0;
      delta.couriers[order.deliveryPersonId ?? UNASSIGNED_COURIER] = {
        name: order.deliveryPersonName ?? '',
        delivered: 1,
        cash: order.total,
      };
      for (const item of order.items) {
        const key = productSalesKey(item);
        const sold = delta.products[key];
        const revenue = item.price * item.qty;
        if (sold) {
          sold.qty += item.qty;
          sold.revenue += revenue;
        } else {
          const { id, group, subgroup, name, nameHi, variant, qty } = item;
          delta.products[key] = { id, group, subgroup, name, ...(nameHi ? { nameHi } : {}), variant, qty, revenue };
        }
      }
      return delta;
    }
    case 'cancelled':
      delta.cancelled = 1;
      delta.cancellations[cancellationKind(order)] = 1;
      return delta;
    default:
      return null;
  }
}
