import { describe, expect, it } from 'vitest';
import { addressFromGeocode, type GeocodeComponent } from '../../../src/domain/address/addressFromGeocode';

const c = (long_name: string, ...types: string[]): GeocodeComponent => ({ long_name, short_name: long_name.slice(0, 3), types });

const full: GeocodeComponent[] = [
  c('14', 'street_number'),
  c('Station Road', 'route'),
  c('Ward 4', 'political', 'sublocality', 'sublocality_level_1'),
  c('Civil Lines', 'neighborhood', 'political'),
  c('Mandi Dhanaura', 'locality', 'political'),
  c('Amroha', 'administrative_area_level_2', 'political'),
  c('Uttar Pradesh', 'administrative_area_level_1', 'political'),
  c('India', 'country', 'political'),
  c('244231', 'postal_code'),
];

describe('addressFromGeocode', () => {
  it('maps every component of SPEC section 3 and keeps the point', () => {
    expect(
      addressFromGeocode({ components: full, formattedAddress: '14 Station Road, Mandi Dhanaura', point: { lat: 29, lng: 78.3 } }),
    ).toEqual({
      street: '14 Station Road',
      area: 'Ward 4',
      city: 'Mandi Dhanaura',
      state: 'Uttar Pradesh',
      pincode: '244231',
      country: 'India',
      formatted: '14 Station Road, Mandi Dhanaura',
      coordinates: { lat: 29, lng: 78.3 },
    });
  });

  it('takes the neighbourhood when there is no sublocality, the district when there is no locality', () => {
    const address = addressFromGeocode({
      components: [c('Civil Lines', 'neighborhood'), c('Amroha', 'administrative_area_level_2')],
    });
    expect([address.area, address.city]).toEqual(['Civil Lines', 'Amroha']);
  });

  it('builds the street from the route alone', () => {
    expect(addressFromGeocode({ components: [c('NH 9', 'route')] }).street).toBe('NH 9');
  });

  it("says 'Unknown location' without a formatted address, and defaults the country to India", () => {
    expect(addressFromGeocode({ components: [], formattedAddress: '  ' })).toEqual({
      street: '',
      area: '',
      city: '',
      state: '',
      pincode: '',
      country: 'India',
      formatted: 'Unknown location',
      coordinates: null,
    });
  });

  it('ignores malformed components', () => {
    const junk = [{ long_name: 5, types: null }, null] as unknown as GeocodeComponent[];
    expect(addressFromGeocode({ components: [...junk, c('244231', 'postal_code')] }).pincode).toBe('244231');
  });
});
