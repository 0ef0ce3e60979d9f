import { useNotify } from '../../shared/NotifyContext';
import { isDeliveryCodeError } from './deliveryCodeError';
import type { OrderOutcome } from './OrderRequests';

/**
 * The toast after a tap on an order's button (Mark delivered, Cancel, hand back...): what it did, or
 * why not; nothing for a tap that was ignored (null). A missing or wrong delivery code is not
 * toasted: it is shown under its box instead. The admin's and the delivery person's lists report alike.
 */
export function useReportOrderOutcome(): (outcome: OrderOutcome | null) => void {
  const notify = useNotify();
  return (outcome) => {
    if (!outcome) return;
    if (outcome.ok) notify.success(outcome.value.code, outcome.value.params);
    else if (!isDeliveryCodeError(outcome.error.code)) notify.error(outcome.error.code, outcome.error.params);
  };
}
