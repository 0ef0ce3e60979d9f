import { paiseToRupees } from '../../../domain/shared/Money';
import type { StoreSettings } from '../../../domain/store/StoreSettings';
import type { StoredValues } from './StoredValues';
import { withoutUndefined } from './withoutUndefined';

/**
 * The settings/store document firestore.rules validate: rupees for money, a Timestamp for
 * updatedAt, days without deliveries and an open shop as null. The whole document is written.
 */
export function settingsToDoc(settings: StoreSettings, values: StoredValues): Record<string, unknown> {
  return withoutUndefined({
    name: settings.name,
    address: settings.address,
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    location: { lat: settings.location.lat, lng: settings.location.lng },
    deliveryRadiusKm: settings.deliveryRadiusKm,
    allowedPincodes: [...settings.allowedPincodes],
    deliveryFee: paiseToRupees(settings.deliveryFee),
    freeDeliveryFrom: paiseToRupees(settings.freeDeliveryFrom),
    minimumOrder: paiseToRupees(settings.minimumOrder),
    hours: settings.hours.map((day) => (day ? { opens: day.opens, closes: day.closes } : null)),
    closure: settings.closure ? { date: settings.closure.date, message: settings.closure.message } : null,
    maxOpenOrders: settings.maxOpenOrders,
    deliveryCodeEnabled: settings.deliveryCodeEnabled,
    updatedAt: settings.updatedAt === undefined ? undefined : values.timestamp(settings.updatedAt),
    updatedBy: settings.updatedBy,
  });
}
