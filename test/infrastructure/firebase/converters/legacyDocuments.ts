import { doc, getFirestore, Timestamp } from 'firebase/firestore';
import { initializeApp } from 'firebase/app';

/**
 * Stored documents in every shape SPEC section 3 allows, as the old app and hand edits in the
 * Firebase console left them. Times come as Firestore Timestamps, epoch millis and ISO strings.
 */
const app = initializeApp({ projectId: 'demo-converters', apiKey: 'test' }, 'converters');
const db = getFirestore(app);

export const JAN_10 = Date.UTC(2025, 0, 10, 5, 0);

/** A DocumentReference as the old app stored in incart items (no server needed to build one). */
export const productRefDoc = (path: string) => doc(db, path);

export const specProduct = {
  name: 'Basmati Rice',
  about: 'Long grain, aged one year.',
  imageData: ['https://img.example/rice-1.jpg', 'https://img.example/rice-2.jpg'],
  weight: '1kg',
  price: 165.5,
  wSale: 150,
  mrp: 180,
  originalPrice: 190,
  available: 12,
  availableUnit: 'kg',
  loose_item: false,
  createdAt: Timestamp.fromMillis(JAN_10),
  updatedAt: Timestamp.fromMillis(JAN_10 + 60_000),
  variants: {
    '500g': { price: 85, mrp: 95, originalPrice: 99, available: 7, unit: 'g' },
    '2kg': { price: 320.25, mrp: 350, available: 0, unit: 'kg' },
  },
};

/** Hand-entered in the console: numbers as text, one image as a string, no unit on a variant, no mrp. */
export const consoleProduct = {
  name: 'Sarson Khal',
  imageData: 'https://img.example/khal.jpg',
  weight: 1,
  price: '42.5',
  available: '300',
  loose_item: 'true',
  createdAt: '2025-01-10T05:00:00.000Z',
  variants: { '5kg': { price: '200', available: '3' }, Pack: { price: 10, available: 2 } },
};

export const productWithoutVariants = {
  name: 'Parle-G',
  price: 10,
  mrp: 10,
  available: 40,
  createdAt: JAN_10,
};

export const specCart = {
  items: {
    basmati_500g: {
      ref: productRefDoc('store/main/groups/grocery/subgroups/rice/products/basmati'),
      qty: 2,
      weight: '500g',
      price: 85,
      mrp: 95,
      hasVariants: true,
      loose_item: false,
      variantUnit: 'g',
    },
    // qty missing (SPEC: defaults to 1); ref stored as its path text.
    khal_1kg: {
      ref: 'store/main/groups/feed/subgroups/khal/products/khal',
      weight: '1kg',
      price: 42.5,
      mrp: 45,
      hasVariants: false,
      loose_item: true,
      variantUnit: 'kg',
    },
    // No ref at all: only the key tells the product id.
    parle_g_piece: { qty: 3, weight: 'piece', price: 10, mrp: 10 },
  },
};

export const addressWithNestedLatitude = {
  id: 1736485200000,
  houseNumber: '12',
  building: 'Shiv Colony',
  formattedAddress: 'Main Road, Rampur, Uttar Pradesh 251001',
  street: 'Main Road',
  area: 'Rampur',
  city: 'Muzaffarnagar',
  state: 'Uttar Pradesh',
  pincode: '251001',
  coordinates: { latitude: 29.01, longitude: 78.29 },
  createdAt: '2025-01-10T05:00:00.000Z',
};

export const addressWithLatLng = { ...addressWithNestedLatitude, coordinates: { lat: 29.02, lng: 78.3 } };

export const addressWithFlatLatitude = {
  ...addressWithNestedLatitude,
  coordinates: undefined,
  latitude: '29.03',
  longitude: '78.31',
};

export const specOrder = {
  userId: 'uid-customer-1',
  userEmail: 'ramesh@example.in',
  userName: 'Ramesh',
  items: [
    {
      id: 'basmati',
      name: 'Basmati Rice',
      variant: '500g',
      qty: 2,
      price: 85,
      mrp: 95,
      group: 'grocery',
      subgroup: 'rice',
      image: 'https://img.example/rice-1.jpg',
      loose_item: false,
    },
    {
      id: 'khal',
      name: 'Sarson Khal',
      variant: '1kg',
      qty: 3,
      price: 42.5,
      mrp: 45,
      group: 'feed',
      subgroup: 'khal',
      image: '',
      loose_item: true,
      weight: 1,
      unit: 'kg',
      totalWeight: 3,
      availableUnit: 'kg',
    },
  ],
  status: 'pending',
  total: 297.5,
  createdAt: Timestamp.fromMillis(JAN_10),
  deliveryAddress: addressWithNestedLatitude,
  phoneNumber: '9876543210',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'pending',
  deliveryPersonId: null,
};

export const legacyAdminProfile = {
  uid: 'uid-admin',
  email: 'owner@example.in',
  name: 'Store Owner',
  isAdmin: true,
  createdAt: '2024-03-01T10:00:00.000Z',
  addresses: [addressWithNestedLatitude, addressWithLatLng, addressWithFlatLatitude],
};
