import { inject, injectable } from 'inversify';
import type { LatLng } from '../../domain/address/Address';
import { nearestWithin } from '../../domain/address/nearestWithin';
import { err, ok, type Result } from '../../domain/shared/Result';
import { defaultStoreSettings } from '../../domain/store/defaultStoreSettings';
import { GeocoderToken, type Geocoder, type GeocoderErrorCode, type PlaceResult } from '../ports/Geocoder';
import { StoreSettingsRepositoryToken, type StoreSettingsRepository } from '../ports/StoreSettingsRepository';

/** Longer queries are cut: nobody names a place in more, and the maps service bills by request. */
export const MAX_QUERY_LENGTH = 200;

/** docs/SPEC.md 'Calls made', 'Business constants and limits': place search reaches 50000 m around the store. */
export const PLACE_SEARCH_RADIUS_METRES = 50_000;

/**
 * Place search around the store (its location in the store settings): only places within
 * PLACE_SEARCH_RADIUS_METRES, nearest first, since the maps service treats the radius as a hint and
 * answers with a town of the same name 300 km away. A blank query is refused without asking.
 */
@injectable()
export class SearchPlaces {
  constructor(
    @inject(GeocoderToken) private readonly geocoder: Geocoder,
    @inject(StoreSettingsRepositoryToken) private readonly settings: StoreSettingsRepository,
  ) {}

  async execute(query: string): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    const text = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (text === '') return err('maps.locationNotFound');
    const store = await this.storeLocation();
    try {
      const found = await this.geocoder.search(text, store);
      if (!found.ok) return found;
      const near = nearestWithin(found.value, store, PLACE_SEARCH_RADIUS_METRES / 1000, (place) => place.location);
      return near.length > 0 ? ok(near) : err('maps.locationNotFound');
    } catch {
      return err('maps.searchFailed');
    }
  }

  /** Where the store is; the settings' own default (the picker's centre) when they cannot be read, as a visitor on /maps-test. */
  private async storeLocation(): Promise<LatLng> {
    try {
      return (await this.settings.get()).location;
    } catch {
      return defaultStoreSettings().location;
    }
  }
}
