import { inject, injectable } from 'inversify';
import { err, type Result } from '../../domain/shared/Result';
import { GeocoderToken, type Geocoder, type GeocoderErrorCode, type PlaceResult } from '../ports/Geocoder';

/** Longer queries are cut: nobody names a place in more, and the maps service bills by request. */
export const MAX_QUERY_LENGTH = 200;

/** Place search near the store; a blank query is refused without asking the geocoder. */
@injectable()
export class SearchPlaces {
  constructor(@inject(GeocoderToken) private readonly geocoder: Geocoder) {}

  async execute(query: string): Promise<Result<PlaceResult[], GeocoderErrorCode>> {
    const text = query.trim().slice(0, MAX_QUERY_LENGTH);
    if (text === '') return err('maps.locationNotFound');
    try {
      return await this.geocoder.search(text);
    } catch {
      return err('maps.searchFailed');
    }
  }
}
