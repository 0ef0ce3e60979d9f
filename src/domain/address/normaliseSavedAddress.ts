import type { AddressLabel, SavedAddress } from './Address';
import { readCoordinates } from './readCoordinates';
import { DEFAULT_COUNTRY } from './validateManualAddress';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

const LABELS: readonly AddressLabel[] = ['Home', 'Work', 'Other'];

/**
 * A stored address entry read without trusting its shape: older documents name fields differently
 * (houseNo / houseNumber, formatted / formattedAddress) and keep coordinates in three shapes.
 * Unknown fields are kept; coordinates become { lat, lng } or null. Null when it is not an object.
 */
export function normaliseSavedAddress(raw: unknown): SavedAddress | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const houseNo = text(r.houseNo) || text(r.houseNumber);
  const formatted = text(r.formatted) || text(r.formattedAddress);
  const fullAddress = text(r.fullAddress);
  return {
    ...r,
    id: text(r.id),
    label: LABELS.find((label) => label === r.label) ?? 'Home',
    street: text(r.street),
    area: text(r.area),
    city: text(r.city),
    state: text(r.state),
    pincode: text(r.pincode),
    country: text(r.country) || DEFAULT_COUNTRY,
    formatted,
    coordinates: readCoordinates(r),
    houseNo,
    houseNumber: houseNo,
    building: text(r.building),
    landmark: text(r.landmark),
    instructions: text(r.instructions),
    fullAddress,
    formattedAddress: text(r.formattedAddress) || fullAddress || formatted,
    createdAt: typeof r.createdAt === 'number' && Number.isFinite(r.createdAt) ? r.createdAt : text(r.createdAt),
  };
}
