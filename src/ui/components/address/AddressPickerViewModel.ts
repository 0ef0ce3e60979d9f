import { inject, injectable } from 'inversify';
import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import { LocateDevice } from '../../../application/maps/LocateDevice';
import { ReverseGeocode } from '../../../application/maps/ReverseGeocode';
import { SearchPlaces } from '../../../application/maps/SearchPlaces';
import { LocateAddress } from '../../../application/maps/LocateAddress';
import type { GeocoderErrorCode } from '../../../application/ports/Geocoder';
import type { GeolocationErrorCode } from '../../../application/ports/Geolocation';
import { MapLoadError, MapViewToken, type MapHandle, type MapLoadErrorCode, type MapView } from '../../../application/ports/MapView';
import type { Address, LatLng } from '../../../domain/address/Address';
import { readCoordinates } from '../../../domain/address/readCoordinates';
import type { ViewModel } from '../../app/useViewModel';
import { ManualAddressFormModel } from './ManualAddressFormModel';

/** docs/SPEC.md 'Entities and their fields': the picker's own default centre (the store). */
export const PICKER_CENTER: LatLng = { lat: 29.010975, lng: 78.297462 };
/** docs/SPEC.md 'Business constants and limits': zoom 15 at first, 16 after a search or a located position. */
export const INITIAL_ZOOM = 15;
export const FOCUS_ZOOM = 16;

export type MapStatus = 'loading' | 'ready' | 'failed';

/** A message the picker shows under the search bar: a maps.* or geo.* code. */
export type PickerMessageCode = GeocoderErrorCode | GeolocationErrorCode;

/**
 * The address picker (docs/SPEC.md 'Screens and routes', 'States and transitions', 'Error catalogue'): map loading to
 * ready or failed, a pick that
 * reverse-geocodes and reports, place search, the device location with the help card when access
 * is denied, and the manual form. Works with whichever MapView the container binds.
 */
@injectable('Transient')
export class AddressPickerViewModel implements ViewModel {
  mapStatus: MapStatus = 'loading';
  mapError: MapLoadErrorCode | null = null;
  mode: 'map' | 'manual' = 'map';
  searchText = '';
  searching = false;
  locating = false;
  /** Reverse geocoding of the last pick is under way. */
  resolving = false;
  submittingManual = false;
  message: PickerMessageCode | null = null;
  /** 'Location Access Issue' card, after the browser refused the location. */
  showLocationHelp = false;
  /** The last address reported to the parent. */
  selected: Address | null = null;
  readonly manual = new ManualAddressFormModel();

  private handle: MapHandle | null = null;
  /** Where the marker is (kept across a trip to the manual form, when the map is remounted). */
  private point: LatLng | null = null;
  private zoom = INITIAL_ZOOM;
  private onSelect: (address: Address) => void = () => undefined;
  /** Bumped by each mount and unmount, so a map that finishes loading after it was removed is thrown away. */
  private mapGeneration = 0;
  /** Bumped by each pick, so only the latest pick's address is reported. */
  private pickGeneration = 0;
  private disposed = false;

  constructor(
    @inject(MapViewToken) private readonly mapView: MapView,
    @inject(ReverseGeocode) private readonly reverseGeocode: ReverseGeocode,
    @inject(SearchPlaces) private readonly searchPlaces: SearchPlaces,
    @inject(LocateDevice) private readonly locateDevice: LocateDevice,
    @inject(LocateAddress) private readonly locateAddress: LocateAddress,
  ) {
    makeObservable<this, 'moveMarker' | 'resolve' | 'report'>(this, {
      mapStatus: observable,
      mapError: observable,
      mode: observable,
      searchText: observable,
      searching: observable,
      locating: observable,
      resolving: observable,
      submittingManual: observable,
      message: observable,
      showLocationHelp: observable,
      selected: observable,
      canSearch: computed,
      busy: computed,
      mount: actionBound,
      dispose: actionBound,
      setOnSelect: actionBound,
      showMap: actionBound,
      hideMap: actionBound,
      pick: actionBound,
      setSearchText: actionBound,
      search: actionBound,
      locate: actionBound,
      openManual: actionBound,
      closeManual: actionBound,
      submitManual: actionBound,
      moveMarker: actionBound,
      resolve: actionBound,
      report: actionBound,
    });
  }

  mount(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    this.pickGeneration += 1;
    this.hideMap();
  }

  /** The parent's callback for every chosen address (map pick, located position or manual entry). */
  setOnSelect(onSelect: (address: Address) => void): void {
    this.onSelect = onSelect;
  }

  get canSearch(): boolean {
    return this.searchText.trim() !== '' && !this.searching;
  }

  get busy(): boolean {
    return this.searching || this.locating || this.resolving;
  }

  /** Draws the map into `element` (the bound adapter: schematic, Google, or one that fails). */
  async showMap(element: HTMLElement): Promise<void> {
    this.handle?.destroy();
    this.handle = null;
    const generation = ++this.mapGeneration;
    this.mapStatus = 'loading';
    this.mapError = null;
    try {
      const handle = await this.mapView.mount(
        element,
        { center: this.point ?? PICKER_CENTER, zoom: this.zoom },
        { onPick: (point) => void this.pick(point) },
      );
      if (generation !== this.mapGeneration) {
        handle.destroy();
        return;
      }
      runInAction(() => {
        this.handle = handle;
        this.mapStatus = 'ready';
      });
    } catch (error) {
      if (generation !== this.mapGeneration) return;
      runInAction(() => {
        this.mapStatus = 'failed';
        this.mapError = error instanceof MapLoadError ? error.code : 'maps.other';
      });
    }
  }

  /** The map's element is going away. */
  hideMap(): void {
    this.mapGeneration += 1;
    this.handle?.destroy();
    this.handle = null;
  }

  /** A click on the map or a dropped marker: reverse-geocode, then report the address. */
  async pick(point: LatLng): Promise<void> {
    this.point = { ...point };
    await this.resolve(point);
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  /** Finds the place, recentres there at zoom 16 and clears the box; the user then taps the exact spot. */
  async search(): Promise<void> {
    if (!this.canSearch) return;
    this.searching = true;
    this.message = null;
    const result = await this.searchPlaces.execute(this.searchText);
    if (this.disposed) return;
    runInAction(() => {
      this.searching = false;
      if (!result.ok) {
        this.message = result.error.code;
        return;
      }
      const first = result.value[0];
      if (!first) {
        this.message = 'maps.locationNotFound';
        return;
      }
      this.moveMarker(first.location);
      this.searchText = '';
    });
  }

  /** The current-location button: marker to the device's position at zoom 16, then that address is reported. */
  async locate(): Promise<void> {
    if (this.locating) return;
    this.locating = true;
    this.message = null;
    this.showLocationHelp = false;
    const result = await this.locateDevice.execute();
    if (this.disposed) return;
    runInAction(() => {
      this.locating = false;
      if (!result.ok) {
        this.message = result.error.code;
        this.showLocationHelp = result.error.code === 'geo.denied';
      }
    });
    if (!result.ok) return;
    this.moveMarker(result.value);
    await this.resolve(result.value);
  }

  openManual(): void {
    this.mode = 'manual';
    this.message = null;
    this.showLocationHelp = false;
  }

  closeManual(): void {
    this.mode = 'map';
  }

  /**
   * Reports the typed address and returns to the picker. The geocoder places it where it can; an
   * address it cannot place goes on without coordinates, and the owner's PIN list decides (SaveAddress).
   */
  async submitManual(): Promise<void> {
    if (this.submittingManual) return;
    const address = this.manual.submit();
    if (!address) return;
    this.submittingManual = true;
    // Not placed: the address is still reported, and saving asks the geocoder once more.
    const coordinates = await this.locateAddress.execute(address);
    if (this.disposed) return;
    runInAction(() => {
      this.submittingManual = false;
      if (coordinates) {
        this.point = coordinates;
        this.zoom = FOCUS_ZOOM;
      }
      this.mode = 'map';
    });
    this.report({ ...address, coordinates });
  }

  private moveMarker(point: LatLng): void {
    this.point = { ...point };
    this.zoom = FOCUS_ZOOM;
    this.handle?.setMarker(point, FOCUS_ZOOM);
  }

  private async resolve(point: LatLng): Promise<void> {
    const generation = ++this.pickGeneration;
    this.resolving = true;
    this.message = null;
    const result = await this.reverseGeocode.execute(point);
    if (generation !== this.pickGeneration || this.disposed) return;
    runInAction(() => {
      this.resolving = false;
      if (!result.ok) this.message = result.error.code;
    });
    // The marker is where the user put it, whatever the geocoder answered.
    if (result.ok) this.report({ ...result.value, coordinates: readCoordinates(result.value) ?? { ...point } });
  }

  private report(address: Address): void {
    this.selected = address;
    this.onSelect(address);
  }
}
