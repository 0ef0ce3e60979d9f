import { defaultStoreSettings } from '../../../domain/store/defaultStoreSettings';
import type { StoreSettings } from '../../../domain/store/StoreSettings';

/** The demo store's settings: the defaults, with the address and numbers an owner would have set. */
export const demoStoreSettings = (): StoreSettings => ({
  ...defaultStoreSettings(),
  address: 'Main Chowk, Sherpur, near Mandi Dhanaura, District Amroha, Uttar Pradesh 244231',
  phone: '+91 98370 12345',
  whatsapp: '+91 98370 12345',
});
