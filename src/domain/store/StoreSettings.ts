import type { LatLng } from '../address/Address';
import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';

/** 'HH:MM', 24-hour, India Standard Time. */
export type ClockTime = string;

/** One day's delivery hours. When `closes` is not after `opens` the window runs past midnight. */
export interface DayHours {
  opens: ClockTime;
  closes: ClockTime;
}

/** Index 0 is Sunday, as in Date#getDay; null means no deliveries that day. */
export type WeekHours = [
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
  DayHours | null,
];

/** The owner closed the shop for one day (an IST date 'YYYY-MM-DD'), with a note for the home page. */
export interface DayClosure {
  date: string;
  message: string;
}

/**
 * The store settings document: one per store, written by admins, read by everyone
 * signed in. Everything here is optional in stored data; normaliseStoreSettings fills defaults.
 */
export interface StoreSettings {
  name: string;
  address: string;
  phone: string;
  whatsapp: string;
  location: LatLng;
  /** Deliveries go this far from `location`, straight-line. */
  deliveryRadiusKm: number;
  /** Addresses typed without a map point are delivered only to these PIN codes. */
  allowedPincodes: string[];
  deliveryFee: Paise;
  /** Orders whose subtotal is at least this get free delivery; 0 turns the offer off. */
  freeDeliveryFrom: Paise;
  /** The smallest subtotal accepted; 0 means no minimum. */
  minimumOrder: Paise;
  hours: WeekHours;
  closure: DayClosure | null;
  /** Pending plus accepted orders one customer may have at once. */
  maxOpenOrders: number;
  /** When on, each new order gets a 4-digit code the delivery person must enter to mark it delivered. */
  deliveryCodeEnabled: boolean;
  updatedAt?: Millis;
  updatedBy?: string;
}
