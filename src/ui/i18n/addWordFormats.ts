import type { i18n } from 'i18next';
import { normaliseUnit } from '../../domain/catalog/units';

/**
 * Formats a translation can ask for, so a Hindi sentence never carries the data's English words
 *: `{{unit, unit}}` says a unit as stored ('gram', 'Kg', 'piece') in the current
 * language from units.<unit>; `{{status, orderStatus}}` says an order status ('pending') as the
 * status badges do. Use cases hand these words over as the data keeps them; only the interface
 * translates them. A word with no translation is shown as it came.
 */
export function addWordFormats(instance: i18n): void {
  const word = (key: string, value: unknown, lng: string | undefined): string => instance.t(key, { lng, defaultValue: String(value) });
  const formatter = instance.services.formatter;
  if (!formatter) throw new Error('i18next has no formatter: call addWordFormats after init()');
  formatter.add('unit', (value: unknown, lng) => word(`units.${normaliseUnit(String(value))}`, value, lng));
  formatter.add('orderStatus', (value: unknown, lng) => word(`screens.orderCard.status.${String(value)}`, value, lng));
}
