import { inject, injectable } from 'inversify';
import type { Order, OrderStatus } from '../../domain/order/Order';
import { mayUpdateStatus } from '../../domain/order/orderPermissions';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type ErrorParams, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { readDeliveryCode } from '../../domain/store/deliveryCode';
import { ClockToken, type Clock } from '../ports/Clock';
import { DataFaultError } from '../ports/DataFaultError';
import { UnitOfWorkToken, type Transaction, type UnitOfWork } from '../ports/UnitOfWork';
import { acceptInUnit } from './acceptInUnit';
import { cancelInUnit } from './cancelInUnit';
import { orderActor } from './orderActor';
import { orderFaultCode } from './orderFaultCode';

export interface UpdateOrderStatusInput {
  actor: UserProfile | null;
  orderId: string;
  status: OrderStatus;
  /** For 'cancelled': the reason added to the note. */
  reason?: string;
  /** For 'delivered' when the order needs one: the 4-digit code the customer read out (issue 12). */
  deliveryCode?: string;
}

export interface StatusUpdated {
  order: Order;
  /** 'orders.delivered', 'orders.cancelled', 'orders.accepted' or 'orders.statusUpdated' {status}. */
  code: 'orders.delivered' | 'orders.cancelled' | 'orders.accepted' | 'orders.statusUpdated';
  params?: ErrorParams;
}

/**
 * Staff move an order on (SPEC section 4). Delivered goes to history and leaves the active orders;
 * cancelled goes through cancellation (history, note, stock back); accepted is accepting; going
 * back to pending hands the order back for someone else to accept. A customer gets 'Permission denied.'.
 * With the delivery code on (issue 12), delivered needs the customer's 4-digit code.
 */
@injectable()
export class UpdateOrderStatus {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute({ actor, orderId, status, reason, deliveryCode }: UpdateOrderStatusInput): Promise<Result<StatusUpdated, ErrorCode>> {
    if (!actor) return err('orders.mustBeLoggedIn');
    if (roleOf(actor) === 'customer') return err('orders.permissionDenied');
    // Set when the unit hands an entered code to the store: a refusal then means the code was wrong.
    const codeOffered = { value: false };
    try {
      return await this.unitOfWork.run(async (tx) => {
        const now = this.clock.now();
        if (status === 'cancelled') return this.done(await cancelInUnit(tx, actor, orderId, reason, now), 'orders.cancelled');
        if (status === 'accepted') return this.done(await acceptInUnit(tx, actor, orderId, now), 'orders.accepted');
        return this.moveIn(tx, actor, orderId, status, now, deliveryCode, codeOffered);
      });
    } catch (error) {
      if (codeOffered.value && error instanceof DataFaultError && error.kind === 'permission') return err('store.deliveryCodeWrong');
      return err(orderFaultCode(error));
    }
  }

  private async moveIn(
    tx: Transaction,
    actor: UserProfile,
    orderId: string,
    status: 'pending' | 'delivered',
    now: number,
    deliveryCode: string | undefined,
    codeOffered: { value: boolean },
  ): Promise<Result<StatusUpdated, ErrorCode>> {
    const order = await tx.getOrder(orderId);
    if (!order) return err('orders.notFound');
    const allowed = mayUpdateStatus(orderActor(actor), order, status);
    if (!allowed.ok) return allowed;
    if (status === 'delivered') {
      const delivered: Order = { ...order, status: 'delivered', updatedAt: now, deliveredAt: now };
      if (order.deliveryCodeRequired) {
        // The code is not readable here (only the customer and admins may read it): the store compares it.
        const code = readDeliveryCode(deliveryCode);
        if (!code.ok) return code;
        delivered.deliveryCode = code.value;
        codeOffered.value = true;
        tx.deleteDeliveryCode(order.id);
      }
      tx.putHistory(order.userId, delivered, now);
      tx.deleteOrder(order.id);
      return ok({ order: delivered, code: 'orders.delivered' });
    }
    // Handed back: nobody holds it any more, so it shows as open to every delivery person.
    const patch = {
      status: 'pending' as const,
      deliveryPersonId: null,
      deliveryPersonName: undefined,
      acceptedAt: undefined,
      updatedAt: now,
    };
    tx.updateOrder(order.id, patch);
    const { deliveryPersonName: _name, acceptedAt: _at, ...kept } = order;
    return ok({
      order: { ...kept, status: 'pending', deliveryPersonId: null, updatedAt: now },
      code: 'orders.statusUpdated',
      params: { status },
    });
  }

  private done(result: Result<Order, ErrorCode>, code: 'orders.cancelled' | 'orders.accepted'): Result<StatusUpdated, ErrorCode> {
    return result.ok ? ok({ order: result.value, code }) : result;
  }
}
