import type { Geocoder, GeocoderErrorCode, PlaceResult } from '../../application/ports/Geocoder';
import type { Address, LatLng } from '../../domain/address/Address';
import { distanceKm } from '../../domain/address/distanceKm';
import { readCoordinates } from '../../domain/address/readCoordinates';
import { err, ok, type Result } from '../../domain/shared/Result';

const place = (name: string, area: string, city: string, pincode: string, location: LatLng): PlaceResult => ({
  location,
  address: {
    street: name,
    area,
    city,
    state: 'Uttar Pradesh',
    pincode,
    country: 'India',
    formatted: `${name}, ${area}, ${city}, Uttar Pradesh ${pincode}, India`,
    coordinates: location,
  },
});

const copy = (result: PlaceResult): PlaceResult => structuredClone(result);

/**
 * A geocoder over a handful of fixed places around the SPEC's map centres (28.8955/78.2659 and the
 * picker's 29.010975/78.297462), one farther out and one far away. Reverse gives the nearest
 * place's address at the picked point; search matches names, areas, towns and PIN codes. Set `failing` to make every call fail.
 */
export class InMemoryGeocoder implements Geocoder {
  static readonly places: readonly PlaceResult[] = [
    // Listed first and about 32 km out, so SearchPlaces must put nearer matches before it.
    place('Station Road', 'Kot', 'Hasanpur', '244241', { lat: 28.7227, lng: 78.2839 }),
    place('Main Bazaar', 'Old Town', 'Dhanaura', '244231', { lat: 29.010975, lng: 78.297462 }),
    place('Bus Stand', 'Station Road', 'Dhanaura', '244231', { lat: 29.0152, lng: 78.2921 }),
    place('Sabzi Mandi', 'Mandi Samiti', 'Dhanaura', '244231', { lat: 29.0061, lng: 78.3018 }),
    place('Inter College', 'Civil Lines', 'Gajraula', '244235', { lat: 28.8955, lng: 78.2659 }),
    place('Railway Station', 'Station Road', 'Gajraula', '244235', { lat: 28.8991, lng: 78.2702 }),
    // About 150 km from the store: a search must never offer it.
    place('Clock Tower', 'Paltan Bazaar', 'Dehradun', '248001', { lat: 30.3243, lng: 78.0418 }),
  ];

  /** When true, reverse and search fail and locate finds nothing (an outage). */
  failing = false;

  async reverse(point: LatLng): Promise<Result<Address, GeocoderErrorCode>> {
    if (this.failing || readCoordinates(point) === null) return err('maps.addressDetailsFailed');
    const nearest = [...InMemoryGeocoder.places].sort((a, b) => distanceKm(point, a.location) - distanceKm(point, b.location))[0];
    if (!nearest) return err('maps.addressDetailsFailed');
    return ok({ ...copy(nearest).address, coordinates: { lat: point.lat, lng: point.lng } });
  }

  /** Matches in list order, wherever they are: keeping to the store's surroundings is SearchPlaces' job. */
  async search(query: string): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    if (this.failing) return err('maps.searchFailed');
    const needle = query.trim().toLowerCase();
    if (needle === '') return err('maps.locationNotFound');
    const found = InMemoryGeocoder.places.filter(({ address }) =>
      [address.street, address.area, address.city, address.pincode].some((text) => text.toLowerCase().includes(needle)),
    );
    return found.length > 0 ? ok(found.map(copy)) : err('maps.locationNotFound');
  }

  async locate(address: Address): Promise<LatLng | null> {
    if (this.failing) return null;
    const city = address.city.trim().toLowerCase();
    const match =
      InMemoryGeocoder.places.find((p) => p.address.pincode === address.pincode.trim()) ??
      InMemoryGeocoder.places.find((p) => city !== '' && p.address.city.toLowerCase() === city);
    return match ? { ...match.location } : null;
  }
}
