import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/order/Order';
import type { ErrorCode } from '../../domain/shared/ErrorCode';
import { err, ok, type Result } from '../../domain/shared/Result';
import type { UserProfile } from '../../domain/user/UserProfile';
import { ClockToken, type Clock } from '../ports/Clock';
import { UnitOfWorkToken, type UnitOfWork } from '../ports/UnitOfWork';
import { cancelInUnit } from './cancelInUnit';

export interface CancelOrderInput {
  actor: UserProfile | null;
  orderId: string;
  /** Why (a delivery person's reason is added to the stored note). */
  reason?: string;
}

/** Cancels an active order: a customer their own, a delivery person their own undelivered one, an admin any. */
@injectable()
export class CancelOrder {
  constructor(
    @inject(UnitOfWorkToken) private readonly unitOfWork: UnitOfWork,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute({ actor, orderId, reason }: CancelOrderInput): Promise<Result<{ order: Order; code: 'orders.cancelled' }, ErrorCode>> {
    if (!actor) return err('orders.mustBeLoggedIn');
    try {
      const result = await this.unitOfWork.run((tx) => cancelInUnit(tx, actor, orderId, reason, this.clock.now()));
      return result.ok ? ok({ order: result.value, code: 'orders.cancelled' }) : result;
    } catch (error) {
      return err('orders.cancelError', { detail: error instanceof Error ? error.message : String(error) });
    }
  }
}
