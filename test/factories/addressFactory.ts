import { Factory } from 'fishery';
import type { AddressDetails, SavedAddress } from '../../src/domain/address/Address';

const SAVED_AT = Date.UTC(2025, 0, 10, 5, 0);

/** A saved delivery address picked on the map near the store: complete, with coordinates. */
export const addressFactory = Factory.define<SavedAddress>(({ sequence }) => {
  const houseNo = String(10 + sequence);
  const formatted = 'Main Bazaar, Mandi Dhanaura, Uttar Pradesh 244231, India';
  return {
    id: String(SAVED_AT + sequence),
    label: 'Home',
    houseNo,
    houseNumber: houseNo,
    building: 'Shiv Colony',
    landmark: 'Near the water tank',
    instructions: '',
    street: 'Main Bazaar',
    area: 'Ward 4',
    city: 'Mandi Dhanaura',
    state: 'Uttar Pradesh',
    pincode: '244231',
    country: 'India',
    formatted,
    fullAddress: `${houseNo}, Shiv Colony, ${formatted}`,
    formattedAddress: `${houseNo}, Shiv Colony, ${formatted}`,
    coordinates: { lat: 29.010975 + sequence / 10000, lng: 78.297462 },
    createdAt: new Date(SAVED_AT + sequence).toISOString(),
  };
});

/** What the details form gives for a saved entry prefilled from it and changed: its fields without the saved ones, saved now. */
export function detailsFormOf(entry: SavedAddress, changes: Partial<AddressDetails> = {}): AddressDetails {
  const { id: _id, formattedAddress: _f, houseNumber: _h, ...details } = entry;
  return { ...details, ...changes, createdAt: new Date().toISOString() };
}
