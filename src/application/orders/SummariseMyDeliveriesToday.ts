import { inject, injectable } from 'inversify';
import { daySummary } from '../../domain/order/daySummary';
import { istDayStart } from '../../domain/reports/istCalendar';
import type { Paise } from '../../domain/shared/Money';
import { err, ok, type Result } from '../../domain/shared/Result';
import { roleOf } from '../../domain/user/roles';
import { ClockToken, type Clock } from '../ports/Clock';
import { CurrentUserToken, type CurrentUser } from '../ports/CurrentUser';
import { OrderHistoryRepositoryToken, type OrderHistoryRepository } from '../ports/OrderHistoryRepository';
import { faultCode, type CommonFaultCode } from '../shared/faultCode';

/** A delivery person's day: how many orders they delivered today (an IST day) and the cash those brought in. */
export interface MyDeliveriesToday {
  delivered: number;
  cashCollected: Paise;
}

/**
 * The delivery person's Today panel. It reads only the orders this person delivered since midnight,
 * never the whole history: that is all firestore.rules let a delivery person read, and all the
 * panel needs. Delivery people only.
 */
@injectable()
export class SummariseMyDeliveriesToday {
  constructor(
    @inject(OrderHistoryRepositoryToken) private readonly history: OrderHistoryRepository,
    @inject(CurrentUserToken) private readonly currentUser: CurrentUser,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(): Promise<Result<MyDeliveriesToday, 'orders.permissionDenied' | CommonFaultCode>> {
    const me = this.currentUser.profile();
    if (!me || roleOf(me) !== 'delivery') return err('orders.permissionDenied');
    const now = this.clock.now();
    try {
      const { delivered, cashCollected } = daySummary(await this.history.listDeliveredBy(me.uid, istDayStart(now)), now);
      return ok({ delivered, cashCollected });
    } catch (error) {
      return err(faultCode(error));
    }
  }
}
