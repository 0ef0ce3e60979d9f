import type { Paise } from '../shared/Money';
import { err, ok, type Result } from '../shared/Result';
import type { StoreSettings } from './StoreSettings';

export interface DeliveryCharges {
  subtotal: Paise;
  deliveryFee: Paise;
  /** subtotal + deliveryFee. */
  total: Paise;
  /** How much more would make delivery free; 0 when it already is or there is no such offer. */
  addForFreeDelivery: Paise;
  /** How much is missing to reach the minimum order; 0 when it is reached. */
  belowMinimumBy: Paise;
}

type MoneyRules = Pick<StoreSettings, 'deliveryFee' | 'freeDeliveryFrom' | 'minimumOrder'>;

/** The fee is waived from `freeDeliveryFrom` upwards (exactly that value included). */
export function deliveryCharges(settings: MoneyRules, subtotal: Paise): DeliveryCharges {
  const offer = settings.freeDeliveryFrom > 0;
  const free = offer && subtotal >= settings.freeDeliveryFrom;
  const deliveryFee = free ? 0 : settings.deliveryFee;
  return {
    subtotal,
    deliveryFee,
    total: subtotal + deliveryFee,
    addForFreeDelivery: offer && !free && deliveryFee > 0 ? settings.freeDeliveryFrom - subtotal : 0,
    belowMinimumBy: Math.max(0, settings.minimumOrder - subtotal),
  };
}

/** Refuses a subtotal below the minimum (exactly the minimum passes), saying how much is missing. */
export function checkMinimumOrder(settings: MoneyRules, subtotal: Paise): Result<DeliveryCharges, 'store.belowMinimum'> {
  const charges = deliveryCharges(settings, subtotal);
  if (charges.belowMinimumBy > 0) {
    return err('store.belowMinimum', { missing: charges.belowMinimumBy, minimum: settings.minimumOrder });
  }
  return ok(charges);
}
