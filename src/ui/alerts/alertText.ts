import type { OrderAlert } from '../../domain/alerts/OrderAlert';
import { shortOrderNumber } from '../../domain/order/shortOrderNumber';
import { formatPrice } from '../shared/formatPrice';

/** A lookup of the shop's words (i18next's t, or the server's reading of the same en.json and hi.json). */
export type Translate = (key: string, params?: Record<string, string>) => string;

/** What an alert says: the banner's and the notification's title and body. */
export interface AlertText {
  title: string;
  body: string;
}

/**
 * The words of an alert (alerts.* of en.json and hi.json), the same in the open app's banner, its
 * notification and the server's push: the short order number in the title; for staff the money
 * and the village, for the customer what happens next. The server imports this too (functions/src/push).
 */
export function alertText(alert: OrderAlert, t: Translate): AlertText {
  const number = shortOrderNumber(alert.orderId);
  const facts = [formatPrice(alert.total), alert.village].filter(Boolean).join(' · ');
  const name = alert.courierName ?? '';
  switch (alert.audience) {
    case 'staff':
      return { title: t('alerts.staff.placed', { number }), body: facts };
    case 'courier':
      return { title: t('alerts.courier.assigned', { number }), body: facts };
    case 'customer': {
      const title = t(`alerts.customer.${alert.kind}.title`, { number });
      const named = alert.kind === 'accepted' || alert.kind === 'assigned';
      const body = named && !name ? t(`alerts.customer.${alert.kind}.bodyNoName`) : t(`alerts.customer.${alert.kind}.body`, { name });
      return { title, body };
    }
  }
}
