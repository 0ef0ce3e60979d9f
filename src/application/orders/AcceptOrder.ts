import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import type { UserProfile } from '../../domain/user/UserProfile';
import { ClockToken, type Clock } from '../ports/Clock';
import { UnitOfWorkToken, type UnitOfWork } from '../ports/UnitOfWork';
import { acceptInUnit } from './acceptInUnit';
import { orderFaultCode } from './orderFaultCode';

export interface AcceptOrderInput {
  actor: UserProfile | null;
  orderId: string;
}

export type AcceptOrderResult = Result<{ order: Order; code: 'orders.accepted' }, ErrorCode>;

/** A delivery person takes a pending order (SPEC section 4: sets deliveryPersonId and updatedAt). */
@injectable()
export class AcceptOrder {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute({ actor, orderId }: AcceptOrderInput): Promise<AcceptOrderResult> {
    if (!actor) return err('orders.mustBeLoggedIn');
    if (roleOf(actor) !== 'delivery') return err('orders.permissionDenied');
    try {
      const result = await this.unitOfWork.run((tx) => acceptInUnit(tx, actor, orderId, this.clock.now()));
      return result.ok ? ok({ order: result.value, code: 'orders.accepted' }) : result;
    } catch (error) {
      return err(orderFaultCode(error));
    }
  }
}
