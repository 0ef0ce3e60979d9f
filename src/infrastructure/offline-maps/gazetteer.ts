import type { LatLng } from '../../domain/address/Address';

export interface GazetteerArea {
  name: string;
  nameHi: string;
  location: LatLng;
}

export interface GazetteerPlace {
  id: string;
  name: string;
  nameHi: string;
  kind: 'town' | 'village';
  /** What an address calls the place: the town or the village itself. */
  city: string;
  district: string;
  state: 'Uttar Pradesh';
  pincode: string;
  location: LatLng;
  /** Mohallas, bazaars and roads, each a little way from the centre. */
  areas: GazetteerArea[];
}

export interface Gazetteer {
  /** The store (the address picker's default centre). */
  store: LatLng;
  places: GazetteerPlace[];
  /** Roads as chains of place ids, drawn as lines on the schematic map. */
  roads: string[][];
  /** The Ganga along the west edge of the map. */
  river: LatLng[];
}

/** [name, nameHi, latitude offset, longitude offset] from the place's centre. */
type AreaRow = [string, string, number, number];
type PlaceRow = [
  id: string,
  name: string,
  nameHi: string,
  kind: 'town' | 'village',
  district: string,
  pincode: string,
  lat: number,
  lng: number,
  areas: AreaRow[],
];

const MAIN_CHOWK: AreaRow = ['Main Chowk', 'मेन चौक', 0, 0];
const MAIN_BAZAR: AreaRow = ['Main Bazar', 'मेन बाज़ार', 0, 0];

// Towns and villages of the Dhanaura area where Amroha, Bijnor and Moradabad districts meet.
// Positions are approximate: enough to place a delivery, not a survey.
const ROWS: PlaceRow[] = [
  [
    'sherpur',
    'Sherpur',
    'शेरपुर',
    'village',
    'Amroha',
    '244231',
    29.011,
    78.2975,
    [
      MAIN_CHOWK,
      ['Mandir Wali Gali', 'मंदिर वाली गली', 0.002, -0.002],
      ['Nahar Paar', 'नहर पार', -0.0029, 0.0029],
      ['Pradhan Ji Ka Mohalla', 'प्रधान जी का मोहल्ला', 0.0012, 0.0035],
      ['Bus Stop', 'बस स्टॉप', -0.0008, -0.0025],
    ],
  ],
  [
    'alampur',
    'Alampur',
    'आलमपुर',
    'village',
    'Amroha',
    '244231',
    29.026,
    78.315,
    [MAIN_CHOWK, ['Mandir Wali Gali', 'मंदिर वाली गली', 0.0021, -0.0012], ['Nahar Paar', 'नहर पार', -0.0028, 0.0039]],
  ],
  [
    'fazalpur',
    'Fazalpur',
    'फ़ज़लपुर',
    'village',
    'Amroha',
    '244231',
    28.995,
    78.278,
    [
      ['School Road', 'स्कूल रोड', 0.0012, -0.0009],
      ['Masjid Wali Gali', 'मस्जिद वाली गली', -0.0015, 0.0015],
    ],
  ],
  [
    'jalalpur',
    'Jalalpur',
    'जलालपुर',
    'village',
    'Amroha',
    '244231',
    29.002,
    78.315,
    [MAIN_CHOWK, ['Purani Basti', 'पुरानी बस्ती', 0.0015, 0.002]],
  ],
  ['nangla', 'Nangla', 'नंगला', 'village', 'Amroha', '244231', 29.025, 78.29, [MAIN_CHOWK]],
  [
    'mubarakpur',
    'Mubarakpur',
    'मुबारकपुर',
    'village',
    'Amroha',
    '244231',
    29.038,
    78.276,
    [MAIN_CHOWK, ['Mandir Wali Gali', 'मंदिर वाली गली', 0.0015, 0.0012]],
  ],
  [
    'sultanpur',
    'Sultanpur',
    'सुल्तानपुर',
    'village',
    'Amroha',
    '244231',
    29.018,
    78.26,
    [MAIN_CHOWK, ['Panchayat Ghar', 'पंचायत घर', -0.0012, 0.0016]],
  ],
  ['khanpur', 'Khanpur', 'खानपुर', 'village', 'Amroha', '244231', 28.972, 78.295, [MAIN_CHOWK, ['Nahar Paar', 'नहर पार', 0.002, 0.0025]]],
  [
    'rasoolpur',
    'Rasoolpur',
    'रसूलपुर',
    'village',
    'Amroha',
    '244231',
    28.985,
    78.33,
    [MAIN_CHOWK, ['Purani Basti', 'पुरानी बस्ती', -0.0014, -0.0018]],
  ],
  ['kasampur', 'Kasampur', 'कासमपुर', 'village', 'Amroha', '244231', 28.94, 78.3, [MAIN_CHOWK]],
  ['salempur', 'Salempur', 'सलेमपुर', 'village', 'Amroha', '244251', 29.0, 78.355, [MAIN_CHOWK, ['Nai Basti', 'नई बस्ती', 0.0016, 0.0012]]],
  [
    'nizampur',
    'Nizampur',
    'निज़ामपुर',
    'village',
    'Bijnor',
    '246725',
    29.048,
    78.33,
    [MAIN_CHOWK, ['School Road', 'स्कूल रोड', -0.0012, 0.0015]],
  ],
  ['pipli', 'Pipli', 'पीपली', 'village', 'Bijnor', '246725', 29.07, 78.305, [MAIN_CHOWK]],
  [
    'dhanaura',
    'Mandi Dhanaura',
    'मंडी धनौरा',
    'town',
    'Amroha',
    '244231',
    28.957,
    78.255,
    [
      ['Purani Mandi', 'पुरानी मंडी', 0.0018, -0.0008],
      ['Station Road', 'स्टेशन रोड', -0.004, 0.003],
      ['Naya Bazar', 'नया बाज़ार', 0.001, 0.004],
      ['Chandpur Road', 'चांदपुर रोड', 0.006, 0.002],
    ],
  ],
  [
    'bachhraon',
    'Bachhraon',
    'बछरायूं',
    'town',
    'Amroha',
    '244225',
    28.929,
    78.237,
    [MAIN_BAZAR, ['Station Road', 'स्टेशन रोड', -0.002, 0.003]],
  ],
  [
    'gajraula',
    'Gajraula',
    'गजरौला',
    'town',
    'Amroha',
    '244235',
    28.8467,
    78.236,
    [
      ['Indira Chowk', 'इंदिरा चौक', 0, 0.002],
      ['Station Road', 'स्टेशन रोड', 0.004, -0.002],
      ['Shivpuri', 'शिवपुरी', -0.004, 0.004],
      ['Industrial Area', 'औद्योगिक क्षेत्र', -0.006, -0.008],
    ],
  ],
  [
    'tigri',
    'Tigri',
    'तिगरी',
    'village',
    'Amroha',
    '244235',
    28.861,
    78.165,
    [
      ['Ganga Ghat', 'गंगा घाट', 0, -0.004],
      ['Mela Ground', 'मेला मैदान', 0.003, 0.002],
    ],
  ],
  ['rajabpur', 'Rajabpur', 'रजबपुर', 'village', 'Amroha', '244236', 28.833, 78.354, [['Highway Chowk', 'हाईवे चौक', 0, 0], MAIN_BAZAR]],
  ['said_nagli', 'Said Nagli', 'सैद नगली', 'village', 'Amroha', '244242', 28.775, 78.352, [MAIN_BAZAR]],
  [
    'hasanpur',
    'Hasanpur',
    'हसनपुर',
    'town',
    'Amroha',
    '244241',
    28.724,
    78.283,
    [
      ['Sadar Bazar', 'सदर बाज़ार', 0, 0],
      ['Gajraula Road', 'गजरौला रोड', 0.004, -0.003],
      ['Kot', 'कोट', -0.002, 0.003],
    ],
  ],
  [
    'amroha',
    'Amroha',
    'अमरोहा',
    'town',
    'Amroha',
    '244221',
    28.9031,
    78.4698,
    [
      ['Danishmandan', 'दानिशमंदान', 0.003, -0.002],
      ['Kot', 'कोट', -0.002, 0.003],
      ['Jama Masjid', 'जामा मस्जिद', 0.001, 0],
      ['Civil Lines', 'सिविल लाइंस', -0.006, -0.004],
    ],
  ],
  [
    'naugawan_sadat',
    'Naugawan Sadat',
    'नौगावां सादात',
    'town',
    'Amroha',
    '244251',
    28.98,
    78.413,
    [MAIN_BAZAR, ['Amroha Road', 'अमरोहा रोड', -0.003, 0.004]],
  ],
  ['joya', 'Joya', 'जोया', 'town', 'Amroha', '244222', 28.839, 78.488, [['Highway Chowk', 'हाईवे चौक', 0, 0], MAIN_BAZAR]],
  [
    'chandpur',
    'Chandpur',
    'चांदपुर',
    'town',
    'Bijnor',
    '246725',
    29.136,
    78.271,
    [
      ['Purana Bazar', 'पुराना बाज़ार', 0.001, 0.001],
      ['Station Road', 'स्टेशन रोड', -0.003, -0.003],
      ['Dhanaura Road', 'धनौरा रोड', -0.006, 0.001],
      ['Sugar Mill Colony', 'शुगर मिल कॉलोनी', 0.004, 0.005],
    ],
  ],
  ['noorpur', 'Noorpur', 'नूरपुर', 'town', 'Bijnor', '246734', 29.15, 78.392, [MAIN_BAZAR, ['Thana Road', 'थाना रोड', 0.002, -0.003]]],
  ['haldaur', 'Haldaur', 'हल्दौर', 'town', 'Bijnor', '246726', 29.288, 78.282, [MAIN_BAZAR]],
  [
    'syohara',
    'Syohara',
    'स्योहारा',
    'town',
    'Bijnor',
    '246746',
    29.207,
    78.586,
    [MAIN_BAZAR, ['Sugar Mill Road', 'शुगर मिल रोड', -0.003, 0.003]],
  ],
  [
    'bijnor',
    'Bijnor',
    'बिजनौर',
    'town',
    'Bijnor',
    '246701',
    29.372,
    78.136,
    [
      ['Civil Lines', 'सिविल लाइंस', 0.003, 0.002],
      ['Nai Basti', 'नई बस्ती', -0.003, 0.004],
      ['Station Road', 'स्टेशन रोड', -0.002, -0.004],
    ],
  ],
  ['kanth', 'Kanth', 'कांठ', 'town', 'Moradabad', '244501', 29.06, 78.63, [MAIN_BAZAR, ['Station Road', 'स्टेशन रोड', -0.003, -0.002]]],
];

export const GAZETTEER: Gazetteer = {
  store: { lat: 29.010975, lng: 78.297462 },
  places: ROWS.map(([id, name, nameHi, kind, district, pincode, lat, lng, areas]) => ({
    id,
    name,
    nameHi,
    kind,
    city: name,
    district,
    state: 'Uttar Pradesh',
    pincode,
    location: { lat, lng },
    areas: areas.map(([areaName, areaHi, dLat, dLng]) => ({
      name: areaName,
      nameHi: areaHi,
      location: { lat: Math.round((lat + dLat) * 1e6) / 1e6, lng: Math.round((lng + dLng) * 1e6) / 1e6 },
    })),
  })),
  roads: [
    ['tigri', 'gajraula', 'rajabpur', 'joya'],
    ['gajraula', 'bachhraon', 'dhanaura', 'sultanpur', 'mubarakpur', 'chandpur', 'haldaur', 'bijnor'],
    ['dhanaura', 'khanpur', 'rasoolpur', 'naugawan_sadat', 'amroha', 'joya'],
    ['dhanaura', 'fazalpur', 'sherpur', 'alampur', 'nizampur', 'noorpur', 'syohara'],
    ['sherpur', 'jalalpur', 'salempur', 'naugawan_sadat', 'kanth'],
    ['sherpur', 'nangla', 'mubarakpur'],
    ['sherpur', 'sultanpur'],
    ['nizampur', 'pipli', 'chandpur', 'noorpur'],
    ['bachhraon', 'kasampur', 'rasoolpur'],
    ['gajraula', 'hasanpur', 'said_nagli', 'rajabpur'],
  ],
  river: [
    { lat: 29.45, lng: 78.07 },
    { lat: 29.3, lng: 78.1 },
    { lat: 29.15, lng: 78.12 },
    { lat: 29.0, lng: 78.14 },
    { lat: 28.9, lng: 78.15 },
    { lat: 28.86, lng: 78.155 },
    { lat: 28.75, lng: 78.17 },
    { lat: 28.65, lng: 78.2 },
  ],
};
