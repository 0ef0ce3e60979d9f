import { FakeLatLng } from './fakeGoogleMaps';

/*
 * Responses in the shapes the Maps JavaScript API hands back (Geocoder.geocode and
 * Place.searchByText), around the store in Bijnor district, Uttar Pradesh. Coordinates are
 * LatLng objects (methods, not numbers), as in the real responses.
 */

/** geocode({ location: 29.1367, 78.2712 }): a road in Chandpur, no street number. */
export const reverseChandpur = {
  results: [
    {
      address_components: [
        { long_name: 'Kashipur Road', short_name: 'Kashipur Rd', types: ['route'] },
        {
          long_name: 'Mohalla Chaudhariyan',
          short_name: 'Mohalla Chaudhariyan',
          types: ['political', 'sublocality', 'sublocality_level_1'],
        },
        { long_name: 'Chandpur', short_name: 'Chandpur', types: ['locality', 'political'] },
        { long_name: 'Bijnor', short_name: 'Bijnor', types: ['administrative_area_level_3', 'political'] },
        { long_name: 'Moradabad Division', short_name: 'Moradabad Division', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'Uttar Pradesh', short_name: 'UP', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
        { long_name: '246725', short_name: '246725', types: ['postal_code'] },
      ],
      formatted_address: 'Kashipur Rd, Mohalla Chaudhariyan, Chandpur, Uttar Pradesh 246725, India',
      geometry: { location: new FakeLatLng(29.13671, 78.27118), location_type: 'GEOMETRIC_CENTER' },
      place_id: 'ChIJc2hhbmRwdXJrYXNoaXB1cg',
      types: ['route'],
    },
    {
      address_components: [
        { long_name: 'Chandpur', short_name: 'Chandpur', types: ['locality', 'political'] },
        { long_name: 'Uttar Pradesh', short_name: 'UP', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
      ],
      formatted_address: 'Chandpur, Uttar Pradesh, India',
      geometry: { location: new FakeLatLng(29.1336, 78.2708), location_type: 'APPROXIMATE' },
      place_id: 'ChIJY2hhbmRwdXI',
      types: ['locality', 'political'],
    },
  ],
};

/** geocode({ location: a field outside any village }) with fulfillOnZeroResults. */
export const reverseNothing = { results: [] };

/** A MapsRequestError as the geocoder rejects with it. */
export const requestDenied = Object.assign(new Error('Geocoding Service: This API key is not authorized to use this service or API.'), {
  name: 'MapsRequestError',
  code: 'REQUEST_DENIED',
  endpoint: 'GEOCODER_GEOCODE',
});

/** geocode({ address: '12 Station Road, Civil Lines, Bijnor, Uttar Pradesh, 246701' }). */
export const forwardBijnor = {
  results: [
    {
      address_components: [
        { long_name: 'Station Road', short_name: 'Station Rd', types: ['route'] },
        { long_name: 'Civil Lines', short_name: 'Civil Lines', types: ['political', 'sublocality', 'sublocality_level_1'] },
        { long_name: 'Bijnor', short_name: 'Bijnor', types: ['locality', 'political'] },
        { long_name: 'Uttar Pradesh', short_name: 'UP', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
        { long_name: '246701', short_name: '246701', types: ['postal_code'] },
      ],
      formatted_address: 'Station Rd, Civil Lines, Bijnor, Uttar Pradesh 246701, India',
      geometry: { location: new FakeLatLng(29.37245, 78.13582), location_type: 'GEOMETRIC_CENTER' },
      partial_match: true,
      place_id: 'ChIJc3RhdGlvbnJvYWRiaWpub3I',
      types: ['route'],
    },
  ],
};

const component = (longText: string, shortText: string, types: string[]) => ({ longText, shortText, types });

/** Place.searchByText({ textQuery: 'Dhampur bus stand' }): one match in India, one across the border. */
export const searchDhampurBusStand = {
  places: [
    {
      id: 'ChIJZGhhbXB1cmJ1c3N0YW5k',
      displayName: 'Dhampur Bus Stand',
      formattedAddress: 'Nagina Rd, Dhampur, Uttar Pradesh 246761, India',
      location: new FakeLatLng(29.30832, 78.51044),
      addressComponents: [
        component('Nagina Road', 'Nagina Rd', ['route']),
        component('Dhampur', 'Dhampur', ['locality', 'political']),
        component('Bijnor', 'Bijnor', ['administrative_area_level_3', 'political']),
        component('Uttar Pradesh', 'UP', ['administrative_area_level_1', 'political']),
        component('India', 'IN', ['country', 'political']),
        component('246761', '246761', ['postal_code']),
      ],
    },
    {
      id: 'ChIJbWFoZW5kcmFuYWdhcg',
      displayName: 'Dhampur Bus Park',
      formattedAddress: 'Mahendranagar 10400, Nepal',
      location: new FakeLatLng(28.96399, 80.17845),
      addressComponents: [
        component('Mahendranagar', 'Mahendranagar', ['locality', 'political']),
        component('Sudurpashchim Province', 'Sudurpashchim Province', ['administrative_area_level_1', 'political']),
        component('Nepal', 'NP', ['country', 'political']),
      ],
    },
  ],
};
