import type { SavedAddress } from '../address/Address';
import { normaliseSavedAddress } from '../address/normaliseSavedAddress';
import type { Millis } from '../shared/Timestamp';
import { isUserType } from './isUserType';
import type { UserProfile, UserType } from './UserProfile';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const optionalBoolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** Epoch millis from a number, an ISO string, or a timestamp object ({ toMillis() } or { seconds }). */
const millis = (value: unknown): Millis => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  if (typeof value === 'object' && value !== null) {
    const v = value as { toMillis?: unknown; seconds?: unknown };
    if (typeof v.toMillis === 'function') return millis((v.toMillis as () => unknown).call(value));
    if (typeof v.seconds === 'number') return millis(v.seconds * 1000);
  }
  return 0;
};

/** A missing or unknown userType: the legacy flag decides (docs/SPEC.md 'States and transitions'), otherwise customer. */
const userTypeOf = (r: Record<string, unknown>): UserType =>
  isUserType(r.userType) ? r.userType : r.isAdmin === true ? 'admin' : 'customer';

const withoutUndefined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;

/**
 * A users document of any age read as a UserProfile without crashing: missing fields get
 * defaults, wrong types are dropped, addresses that are not a list become [].
 * The legacy isAdmin flag is kept (legacyRoleMigration clears it with a write).
 */
export function normaliseProfile(raw: unknown, uid = ''): UserProfile {
  const r = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const addresses = Array.isArray(r.addresses) ? r.addresses.map(normaliseSavedAddress).filter((a): a is SavedAddress => a !== null) : [];
  const deliveryAddress = r.deliveryAddress === null ? null : (normaliseSavedAddress(r.deliveryAddress) ?? undefined);
  return withoutUndefined<UserProfile>({
    uid: text(r.uid) || uid,
    email: text(r.email),
    name: text(r.name),
    userName: optionalText(r.userName),
    userType: userTypeOf(r),
    createdAt: millis(r.createdAt),
    updatedAt: millis(r.updatedAt),
    updatedBy: optionalText(r.updatedBy),
    village: optionalText(r.village),
    phoneNumber: optionalText(r.phoneNumber),
    profileCompleted: optionalBoolean(r.profileCompleted),
    addressCompleted: optionalBoolean(r.addressCompleted),
    deliveryAddress,
    addresses,
    isAdmin: optionalBoolean(r.isAdmin),
    isDelivery: optionalBoolean(r.isDelivery),
  });
}
