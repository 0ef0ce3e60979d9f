import type { TFunction } from 'i18next';
import type { Bill } from '../../../domain/order/bill';
import { formatPrice } from '../../shared/formatPrice';
import { formatOrderTime } from '../../components/orders/formatOrderTime';

/** The bill as plain text, for the customer's WhatsApp or any app the phone shares to. */
export function billText(bill: Bill, t: TFunction, language: string): string {
  const name = (line: Bill['lines'][number]) => (language === 'hi' && line.nameHi ? line.nameHi : line.name);
  return [
    bill.store.name,
    `${t('bill.number', { number: bill.orderNumber })} · ${formatOrderTime(bill.placedAt, language)}`,
    `${bill.customer.name} · ${bill.customer.phone}`,
    bill.customer.address,
    ...(bill.customer.landmark ? [`${t('bill.landmark')}: ${bill.customer.landmark}`] : []),
    '',
    ...bill.lines.map((line) => `${name(line)} ${line.variant} — ${line.qty} × ${formatPrice(line.price)} = ${formatPrice(line.amount)}`),
    '',
    `${t('bill.subtotal')}: ${formatPrice(bill.subtotal)}`,
    `${t('bill.deliveryFee')}: ${bill.deliveryFee === 0 ? t('bill.free') : formatPrice(bill.deliveryFee)}`,
    `${t('bill.total')}: ${formatPrice(bill.total)}`,
    t('bill.cashOnDelivery'),
  ].join('\n');
}

/** A WhatsApp chat with the customer's number (India, +91) holding the text, for phones without the share sheet. */
export function whatsAppLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(text)}`;
}
