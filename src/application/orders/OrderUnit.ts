import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import type { OrderEvent, OrderEventKind } from '../../domain/order/OrderEvent';
import type { Actor } from '../../domain/order/transitions';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err } from '../../domain/shared/Result';
import { AnnounceOrderEvent } from '../alerts/AnnounceOrderEvent';
import type { Millis } from '../../domain/shared/Timestamp';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { UnitOfWorkToken, type Transaction, type UnitOfWork } from '../ports/UnitOfWork';
import type { OrderChangeResult } from './OrderChange';
import { orderActor } from './orderActor';
import { faultCode } from '../shared/faultCode';
import { recordInBooks } from '../reports/recordInBooks';

/**
 * A conflict means the order changed under us (someone else acted first): the list refreshes live,
 * so 'already processed' is the honest answer.
 */
const ORDER_FAULTS = {
  conflict: 'orders.notFoundOrProcessed',
  notFound: 'orders.notFoundOrProcessed',
  permission: 'orders.permissionDenied',
} as const;

export interface OrderInUnit {
  tx: Transaction;
  order: Order;
  actor: Actor;
  now: Millis;
}

/**
 * The frame every change to one active order shares: someone signed in, one unit of work that
 * reads the order (missing: `missing`), the change itself, and a storage failure turned into the
 * code the person sees. The change returns a failure without throwing when the unit should still
 * commit what it wrote (a wrong delivery code is counted even though the delivery fails).
 */
@injectable()
export class OrderUnit {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(AnnounceOrderEvent) private readonly announce: AnnounceOrderEvent,
  ) {}

  async change(
    orderId: string,
    missing: ErrorCode,
    kind: OrderEventKind | null,
    change: (unit: OrderInUnit) => Promise<OrderChangeResult> | OrderChangeResult,
    fault: (error: unknown) => OrderChangeResult = (error) => err(faultCode(error, ORDER_FAULTS)),
  ): Promise<OrderChangeResult> {
    const profile = this.currentUser.profile();
    if (!profile) return err('orders.mustBeLoggedIn');
    const actor = orderActor(profile);
    try {
      const { result, event } = await this.unitOfWork.run(async (tx) => {
        const order = await tx.getOrder(orderId);
        if (!order) return { result: err(missing), event: null };
        const now = this.clock.now();
        const result = await change({ tx, order, actor, now });
        const event: OrderEvent | null = result.ok && kind ? { kind, order: result.value.order, previous: order, at: now } : null;
        // The books move with the order, inside the unit; the alerts go after the commit.
        if (event) recordInBooks(tx, event);
        return { result, event };
      });
      // After the commit: the people it concerns hear of it; a push that fails changes nothing here.
      if (event) await this.announce.execute(event);
      return result;
    } catch (error) {
      return fault(error);
    }
  }
}
