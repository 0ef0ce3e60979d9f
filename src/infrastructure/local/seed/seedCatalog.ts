import type { Group, Subgroup } from '../../../domain/catalog/Product';

type Names = [id: string, name: string, nameHi: string];

/** Groups in the order a shopper in the store would walk the shelves; each lists its subgroups. */
const SHELVES: { group: Names; image: string; subgroups: Names[] }[] = [
  {
    group: ['grocery', 'Grocery', 'किराना'],
    image: '/products/atta-bag.svg',
    subgroups: [
      ['atta', 'Atta & Flour', 'आटा'],
      ['rice', 'Rice', 'चावल'],
      ['dal', 'Dal & Pulses', 'दालें'],
      ['oil_and_ghee', 'Oil & Ghee', 'तेल और घी'],
      ['spices', 'Spices', 'मसाले'],
      ['sugar_and_jaggery', 'Sugar & Jaggery', 'चीनी और गुड़'],
      ['tea', 'Tea', 'चाय'],
      ['salt', 'Salt', 'नमक'],
    ],
  },
  {
    group: ['animal_feed', 'Animal Feed', 'पशु आहार'],
    image: '/products/sack-green.svg',
    subgroups: [
      ['cattle_feed', 'Cattle Feed', 'गाय-बैल आहार'],
      ['buffalo_feed', 'Buffalo Feed', 'भैंस आहार'],
      ['poultry_feed', 'Poultry Feed', 'मुर्गी दाना'],
      ['mineral_mixture', 'Mineral Mixture', 'मिनरल मिक्सचर'],
      ['oil_cake', 'Oil Cake (Khal)', 'खल'],
      ['bran', 'Bran (Chokar)', 'चोकर'],
      ['calf_starter', 'Calf Starter', 'बछड़ा आहार'],
    ],
  },
  {
    group: ['household', 'Household', 'घरेलू सामान'],
    image: '/products/box-blue.svg',
    subgroups: [
      ['soap', 'Soap', 'साबुन'],
      ['detergent', 'Detergent', 'डिटर्जेंट'],
      ['matches_and_candles', 'Matches & Candles', 'माचिस और मोमबत्ती'],
      ['cleaning', 'Cleaning', 'सफ़ाई'],
    ],
  },
  {
    group: ['snacks', 'Snacks & Biscuits', 'नमकीन और बिस्कुट'],
    image: '/products/biscuit-pack.svg',
    subgroups: [
      ['biscuits', 'Biscuits & Rusk', 'बिस्कुट और रस्क'],
      ['namkeen', 'Namkeen', 'नमकीन'],
    ],
  },
  {
    group: ['dairy', 'Dairy', 'डेयरी'],
    image: '/products/milk-pouch-blue.svg',
    subgroups: [
      ['milk', 'Milk', 'दूध'],
      ['curd_and_paneer', 'Curd & Paneer', 'दही और पनीर'],
      ['butter', 'Butter', 'मक्खन'],
    ],
  },
  {
    group: ['personal_care', 'Personal Care', 'निजी देखभाल'],
    image: '/products/tube-white.svg',
    subgroups: [
      ['oral_care', 'Oral Care', 'दांतों की देखभाल'],
      ['hair_oil', 'Hair Oil', 'बालों का तेल'],
    ],
  },
  {
    group: ['pooja_samagri', 'Pooja Samagri', 'पूजा सामग्री'],
    image: '/products/incense-box.svg',
    subgroups: [
      ['agarbatti', 'Agarbatti & Dhoop', 'अगरबत्ती और धूप'],
      ['camphor_and_diya', 'Camphor & Diya', 'कपूर और दीया'],
    ],
  },
  {
    group: ['beverages', 'Beverages', 'पेय पदार्थ'],
    image: '/products/bottle-red.svg',
    subgroups: [
      ['soft_drinks', 'Soft Drinks', 'ठंडे पेय'],
      ['sharbat_and_juice', 'Sharbat & Juice', 'शरबत और जूस'],
    ],
  },
];

/** The store's groups and subgroups; ids are slugs with underscores because the UI shows them as spaces. */
export const SEED_CATALOG: { groups: Group[]; subgroups: Subgroup[] } = {
  groups: SHELVES.map(({ group: [id, name, nameHi], image }) => ({ id, name, nameHi, image })),
  subgroups: SHELVES.flatMap(({ group: [group], subgroups }) => subgroups.map(([id, name, nameHi]) => ({ group, id, name, nameHi }))),
};
