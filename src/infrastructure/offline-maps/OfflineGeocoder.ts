import { injectable } from 'inversify';
import type { Geocoder, GeocoderErrorCode, PlaceResult } from '../../application/ports/Geocoder';
import type { Address, LatLng } from '../../domain/address/Address';
import { distanceKm } from '../../domain/address/distanceKm';
import { err, ok, type Result } from '../../domain/shared/Result';
import { GAZETTEER, type GazetteerArea, type GazetteerPlace } from './gazetteer';
import { matchScore, normaliseName } from './matchScore';

/** Beyond this from every known place the map shows only fields: the address is unknown. */
const KNOWN_RADIUS_KM = 12;
/** A mohalla names a point only this close to it; farther out the address is just the village. */
const AREA_RADIUS_KM = 1.2;
const MAX_RESULTS = 8;
const AREA_PENALTY = 2.5;

function addressOf(place: GazetteerPlace, area: GazetteerArea | null, coordinates: LatLng): Address {
  const parts = { street: '', area: area?.name ?? '', city: place.city, state: place.state, pincode: place.pincode };
  return {
    ...parts,
    country: 'India',
    // docs/SPEC.md 'Entities and their fields''s rule for typed addresses: street, area, city, state, pincode, in that order.
    formatted: [parts.street, parts.area, parts.city, parts.state, parts.pincode].filter(Boolean).join(', '),
    coordinates,
  };
}

const unknownAddress = (coordinates: LatLng): Address => ({
  street: '',
  area: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  formatted: 'Unknown location',
  coordinates,
});

function nearest<T>(items: readonly T[], point: LatLng, at: (item: T) => LatLng): { item: T; km: number } | null {
  let best: { item: T; km: number } | null = null;
  for (const item of items) {
    const km = distanceKm(point, at(item));
    if (!best || km < best.km) best = { item, km };
  }
  return best;
}

interface Hit {
  score: number;
  place: GazetteerPlace;
  area: GazetteerArea | null;
}

/** Score of the best of several names for the same thing. */
function bestScore(query: string, labels: readonly string[]): number | null {
  const scores = labels.map((l) => matchScore(query, l)).filter((s): s is number => s !== null);
  return scores.length ? Math.min(...scores) : null;
}

function hitsFor(query: string, places: readonly GazetteerPlace[]): Hit[] {
  const digits = query.replace(/\s/g, '');
  if (/^\d{3,6}$/.test(digits)) {
    return places
      .filter((p) => p.pincode.startsWith(digits))
      .map((place) => ({ score: place.pincode === digits ? 0 : 1, place, area: null }));
  }
  const hits: Hit[] = [];
  for (const place of places) {
    const score = bestScore(query, [place.name, place.nameHi]);
    if (score !== null) hits.push({ score, place, area: null });
    for (const area of place.areas) {
      // 'Purani Mandi Dhanaura' or 'धनौरा पुरानी मंडी' name the mohalla of one town.
      const areaScore = bestScore(query, [area.name, area.nameHi, `${area.name} ${place.name}`, `${area.nameHi} ${place.nameHi}`]);
      // A place outranks a mohalla named after it ('Dhanaura' is the town, not Chandpur's Dhanaura Road).
      if (areaScore !== null) hits.push({ score: areaScore + AREA_PENALTY, place, area });
    }
  }
  return hits;
}

/**
 * Geocoding without a network, from the gazetteer of towns and villages around the store.
 * Answers asynchronously, like the Google adapter, so callers cannot tell them apart.
 */
@injectable()
export class OfflineGeocoder implements Geocoder {
  private readonly places = GAZETTEER.places;

  async reverse(point: LatLng): Promise<Result<Address, GeocoderErrorCode>> {
    const place = nearest(this.places, point, (p) => p.location);
    if (!place || place.km > KNOWN_RADIUS_KM) return ok(unknownAddress(point));
    const area = nearest(place.item.areas, point, (a) => a.location);
    return ok(addressOf(place.item, area && area.km <= AREA_RADIUS_KM ? area.item : null, point));
  }

  async search(query: string, near: LatLng): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    if (normaliseName(query) === '') return err('maps.locationNotFound');
    const hits = hitsFor(query, this.places)
      // Best match first; towns before villages; nearer the store first.
      .sort(
        (a, b) =>
          a.score - b.score ||
          Number(a.place.kind === 'village') - Number(b.place.kind === 'village') ||
          distanceKm(near, a.place.location) - distanceKm(near, b.place.location),
      )
      .slice(0, MAX_RESULTS);
    if (hits.length === 0) return err('maps.locationNotFound');
    return ok(
      hits.map(({ place, area }) => {
        const location = area?.location ?? place.location;
        return { address: addressOf(place, area, location), location };
      }),
    );
  }

  async locate(address: Address): Promise<LatLng | null> {
    const same = (a: string, b: string): boolean => a !== '' && normaliseName(a) === normaliseName(b);
    const byCity = (p: GazetteerPlace): boolean => same(address.city, p.name) || same(address.city, p.nameHi);
    const withPin = this.places.filter((p) => p.pincode === address.pincode.trim());
    // A PIN code covers several villages: the city picks one, else the PIN's town.
    const place =
      withPin.find(byCity) ??
      withPin.find((p) => p.kind === 'town') ??
      withPin[0] ??
      this.places.find(byCity) ??
      this.places.find((p) => same(address.area, p.name) || same(address.area, p.nameHi));
    if (!place) return null;
    const area = place.areas.find((a) => same(address.area, a.name) || same(address.area, a.nameHi));
    return { ...(area ?? place).location };
  }
}
