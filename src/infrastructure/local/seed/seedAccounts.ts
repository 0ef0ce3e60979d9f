import type { AddressLabel, SavedAddress } from '../../../domain/address/Address';
import type { Millis } from '../../../domain/shared/Timestamp';
import type { UserType } from '../../../domain/user/UserProfile';
import type { SeedAccount } from './SeedData';

export const DEMO_PASSWORD = 'demo1234';

const DAY = 86_400_000;

interface Home {
  label: AddressLabel;
  houseNo: string;
  building: string;
  landmark: string;
  instructions: string;
  area: string;
  city: string;
  pincode: string;
  lat: number;
  lng: number;
}

/** A saved address in the exact shape the 'Add Address Details' form stores, placed on the offline gazetteer's map. */
function savedAddress(home: Home, savedAt: Millis): SavedAddress {
  const { label, houseNo, building, landmark, instructions, area, city, pincode, lat, lng } = home;
  const state = 'Uttar Pradesh';
  const formatted = [area, city, state, pincode].join(', ');
  return {
    id: String(savedAt),
    street: '',
    area,
    city,
    state,
    pincode,
    country: 'India',
    formatted,
    coordinates: { lat, lng },
    label,
    houseNo,
    building,
    landmark,
    instructions,
    fullAddress: [houseNo, building, formatted].join(', '),
    formattedAddress: formatted,
    houseNumber: houseNo,
    createdAt: new Date(savedAt).toISOString(),
  };
}

interface Person {
  uid: string;
  email: string;
  name: string;
  userName: string;
  userType: UserType;
  village: string;
  phoneNumber: string;
  joinedDaysAgo: number;
  homes: Home[];
}

const PEOPLE: Person[] = [
  {
    uid: 'demo-customer',
    email: 'customer@demo.shop',
    name: 'Ramesh Kumar',
    userName: 'ramesh',
    userType: 'customer',
    village: 'Alampur',
    phoneNumber: '9837012345',
    joinedDaysAgo: 120,
    homes: [
      {
        label: 'Home',
        houseNo: 'House 14',
        building: 'Kumar Niwas',
        landmark: 'Near Shiv Mandir',
        instructions: 'Call when at the mandir; the lane is narrow for a tractor.',
        area: 'Mandir Wali Gali',
        city: 'Alampur',
        pincode: '244231',
        lat: 29.0281,
        lng: 78.3138,
      },
      {
        label: 'Work',
        houseNo: 'Plot 3',
        building: 'Kumar Dairy Farm',
        landmark: 'Behind the canal bridge',
        instructions: 'Feed bags go to the shed, not the house.',
        area: 'Nahar Paar',
        city: 'Alampur',
        pincode: '244231',
        lat: 29.0232,
        lng: 78.3189,
      },
    ],
  },
  {
    uid: 'demo-customer-2',
    email: 'sita@demo.shop',
    name: 'Sita Devi',
    userName: 'sita',
    userType: 'customer',
    village: 'Fazalpur',
    phoneNumber: '9758023456',
    joinedDaysAgo: 80,
    homes: [
      {
        label: 'Home',
        houseNo: 'House 7',
        building: 'Pradhan Ji Wali Haveli',
        landmark: 'Opposite the primary school',
        instructions: '',
        area: 'School Road',
        city: 'Fazalpur',
        pincode: '244231',
        lat: 28.9962,
        lng: 78.2771,
      },
    ],
  },
  {
    uid: 'demo-customer-3',
    email: 'irfan@demo.shop',
    name: 'Mohd. Irfan',
    userName: 'irfan',
    userType: 'customer',
    village: 'Mandi Dhanaura',
    phoneNumber: '9012345678',
    joinedDaysAgo: 45,
    homes: [
      {
        label: 'Home',
        houseNo: '2nd floor, 118',
        building: 'Irfan Manzil',
        landmark: 'Behind the grain mandi',
        instructions: 'Ring the bell twice.',
        area: 'Purani Mandi',
        city: 'Mandi Dhanaura',
        pincode: '244231',
        lat: 28.9588,
        lng: 78.2542,
      },
    ],
  },
  {
    uid: 'demo-delivery',
    email: 'delivery@demo.shop',
    name: 'Sunil Yadav',
    userName: 'sunil',
    userType: 'delivery',
    village: 'Sherpur',
    phoneNumber: '9897034567',
    joinedDaysAgo: 150,
    homes: [
      {
        label: 'Home',
        houseNo: 'House 31',
        building: 'Yadav Bhawan',
        landmark: 'Near the water tank',
        instructions: '',
        area: 'Nahar Paar',
        city: 'Sherpur',
        pincode: '244231',
        lat: 29.0081,
        lng: 78.3004,
      },
    ],
  },
  {
    uid: 'demo-admin',
    email: 'admin@demo.shop',
    name: 'Anil Agarwal',
    userName: 'anil',
    userType: 'admin',
    village: 'Sherpur',
    phoneNumber: '9412045678',
    joinedDaysAgo: 200,
    homes: [
      {
        label: 'Work',
        houseNo: 'Shop 1',
        building: 'Agarwal Kirana & Pashu Aahar Bhandar',
        landmark: 'Main chowk, next to the bus stop',
        instructions: '',
        area: 'Main Chowk',
        city: 'Sherpur',
        pincode: '244231',
        lat: 29.011,
        lng: 78.2975,
      },
    ],
  },
];

/** The demo accounts (all with the password 'demo1234'), profiles complete, each with a saved address on the map. */
export function seedAccounts(now: Millis): SeedAccount[] {
  return PEOPLE.map((person) => {
    const createdAt = now - person.joinedDaysAgo * DAY;
    const addresses = person.homes.map((home, i) => savedAddress(home, createdAt + (i + 1) * 60_000));
    return {
      password: DEMO_PASSWORD,
      profile: {
        uid: person.uid,
        email: person.email,
        name: person.name,
        userName: person.userName,
        userType: person.userType,
        createdAt,
        updatedAt: createdAt + 3_600_000,
        village: person.village,
        phoneNumber: person.phoneNumber,
        profileCompleted: true,
        addressCompleted: true,
        deliveryAddress: addresses[0] ?? null,
        addresses,
      },
    };
  });
}
