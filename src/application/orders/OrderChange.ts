import type { Order } from '../../domain/order/Order';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import type { ErrorParams, Result } from '../../domain/shared/Result';

/** What a change to an order says when it worked: 'Order accepted.', 'Order status updated to {status}'... */
export type OrderSuccessCode =
  'orders.accepted' | 'orders.delivered' | 'orders.cancelled' | 'orders.statusUpdated' | 'orders.deliveryUnlocked';

export interface OrderChanged {
  /** The order afterwards: still active (accepted, handed back, assigned, unlocked) or its history copy. */
  order: Order;
  code: OrderSuccessCode;
  params?: ErrorParams;
}

export type OrderChangeResult = Result<OrderChanged, ErrorCode>;
