import type { Millis } from '../shared/Timestamp';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A location, from the map (reverse geocoding) or typed by hand (coordinates null). */
export interface Address {
  street: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  formatted: string;
  coordinates: LatLng | null;
}

export type AddressLabel = 'Home' | 'Work' | 'Other';

/** What the 'Add Address Details' form produces on save. */
export interface AddressDetails extends Address {
  label: AddressLabel;
  houseNo: string;
  building: string;
  landmark: string;
  instructions: string;
  /** houseNo, building and formatted joined by commas. */
  fullAddress: string;
  /** ISO timestamp at save. */
  createdAt: string;
}

/** A users/{uid}.addresses entry and users/{uid}.deliveryAddress. */
export interface SavedAddress extends Omit<AddressDetails, 'createdAt'> {
  /** Timestamp string. */
  id: string;
  formattedAddress: string;
  houseNumber: string;
  createdAt: string | Millis;
}
