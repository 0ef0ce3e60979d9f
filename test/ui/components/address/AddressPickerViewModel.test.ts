import { describe, expect, it, vi } from 'vitest';
import type { GeolocationErrorCode } from '../../../../src/application/ports/Geolocation';
import { MapViewToken, type MapLoadErrorCode } from '../../../../src/application/ports/MapView';
import type { Address } from '../../../../src/domain/address/Address';
import { err } from '../../../../src/domain/shared/Result';
import { InMemoryGeocoder } from '../../../../src/infrastructure/memory/InMemoryGeocoder';
import { InMemoryGeolocation } from '../../../../src/infrastructure/memory/InMemoryGeolocation';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import {
  AddressPickerViewModel,
  FOCUS_ZOOM,
  INITIAL_ZOOM,
  PICKER_CENTER,
} from '../../../../src/ui/components/address/AddressPickerViewModel';
import { createTestContainer } from '../../../support/createTestContainer';

const BUS_STAND = { lat: 29.0152, lng: 78.2921 };

/** A picker over the memory adapters, its map drawn into a detached div, recording what it reports. */
async function setup({ mapReady = true } = {}) {
  const container = createTestContainer();
  const vm = container.get(AddressPickerViewModel);
  const reported: Address[] = [];
  vm.setOnSelect((address) => reported.push(address));
  vm.mount();
  const map = container.get(InMemoryMapView);
  if (mapReady) await vm.showMap(document.createElement('div'));
  return {
    container,
    vm,
    reported,
    map,
    geocoder: container.get(InMemoryGeocoder),
    geolocation: container.get(InMemoryGeolocation),
  };
}

describe('AddressPickerViewModel: the map', () => {
  it('loads to ready, centred on the store at zoom 15', async () => {
    const { vm, map } = await setup();
    expect(vm.mapStatus).toBe('ready');
    expect(vm.mapError).toBeNull();
    expect(map.current).toMatchObject({ center: PICKER_CENTER, zoom: INITIAL_ZOOM, destroyed: false });
  });

  it.each<MapLoadErrorCode>(['maps.keyMissing', 'maps.timeout', 'maps.other', 'maps.scriptFailed'])(
    'fails with %s when the map cannot load, so the warning and manual entry show',
    async (code) => {
      const { vm, map } = await setup({ mapReady: false });
      map.loadError = code;
      await vm.showMap(document.createElement('div'));
      expect(vm.mapStatus).toBe('failed');
      expect(vm.mapError).toBe(code);
    },
  );

  it('treats an unexpected mount failure as maps.other', async () => {
    const container = createTestContainer();
    container.rebind(MapViewToken).toConstantValue({ mount: () => Promise.reject(new Error('boom')) });
    const vm = container.get(AddressPickerViewModel);
    await vm.showMap(document.createElement('div'));
    expect(vm).toMatchObject({ mapStatus: 'failed', mapError: 'maps.other' });
  });

  it('throws away a map that finishes loading after its element was removed', async () => {
    const { vm, map } = await setup({ mapReady: false });
    const loading = vm.showMap(document.createElement('div'));
    vm.hideMap();
    await loading;
    expect(map.current?.destroyed).toBe(true);
  });

  it('destroys the map on dispose', async () => {
    const { vm, map } = await setup();
    vm.dispose();
    expect(map.current?.destroyed).toBe(true);
  });
});

describe('AddressPickerViewModel: picking on the map', () => {
  it('reverse-geocodes a click and reports the address with the clicked point', async () => {
    const { vm, map, reported } = await setup();
    map.pick(BUS_STAND);
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({ street: 'Bus Stand', city: 'Dhanaura', pincode: '244231', coordinates: BUS_STAND });
    expect(vm.selected).toEqual(reported[0]);
    expect(vm.resolving).toBe(false);
    expect(vm.message).toBeNull();
  });

  it("says 'Failed to get address details' and reports nothing when reverse geocoding fails", async () => {
    const { vm, geocoder, reported } = await setup();
    geocoder.failing = true;
    await vm.pick(BUS_STAND);
    expect(vm.message).toBe('maps.addressDetailsFailed');
    expect(vm.resolving).toBe(false);
    expect(reported).toEqual([]);
  });

  it('reports only the latest of two quick picks', async () => {
    const { vm, reported } = await setup();
    const first = vm.pick(BUS_STAND);
    const second = vm.pick(PICKER_CENTER);
    await Promise.all([first, second]);
    expect(reported.map((a) => a.coordinates)).toEqual([PICKER_CENTER]);
  });
});

describe('AddressPickerViewModel: search', () => {
  it('disables search for blank text and while a search runs', async () => {
    const { vm } = await setup();
    expect(vm.canSearch).toBe(false);
    vm.setSearchText('   ');
    expect(vm.canSearch).toBe(false);
    vm.setSearchText('Gajraula');
    expect(vm.canSearch).toBe(true);
    const searching = vm.search();
    expect(vm.searching).toBe(true);
    expect(vm.canSearch).toBe(false);
    await searching;
    expect(vm.searching).toBe(false);
  });

  it('recentres on the first place (the nearest to the store) at zoom 16 and clears the box', async () => {
    const { vm, map, reported } = await setup();
    vm.setSearchText('gajraula');
    await vm.search();
    const gajraula = InMemoryGeocoder.places.find((p) => p.address.street === 'Railway Station')!.location;
    expect(map.current).toMatchObject({ center: gajraula, marker: gajraula, zoom: FOCUS_ZOOM });
    expect(vm.searchText).toBe('');
    expect(vm.message).toBeNull();
    // The town centre is not the house: nothing is chosen until the user taps the spot.
    expect(reported).toEqual([]);
  });

  it("says 'Location not found' and keeps the text when nothing matches", async () => {
    const { vm, map } = await setup();
    vm.setSearchText('Mumbai');
    await vm.search();
    expect(vm.message).toBe('maps.locationNotFound');
    expect(vm.searchText).toBe('Mumbai');
    expect(map.current?.zoom).toBe(INITIAL_ZOOM);
  });

  it("says 'Search failed' when the geocoder fails", async () => {
    const { vm, geocoder } = await setup();
    geocoder.failing = true;
    vm.setSearchText('Dhanaura');
    await vm.search();
    expect(vm.message).toBe('maps.searchFailed');
  });
});

describe('AddressPickerViewModel: current location', () => {
  it('moves the marker to the device at zoom 16 and reports that address', async () => {
    const { vm, map, geolocation, reported } = await setup();
    const here = { lat: 29.0061, lng: 78.3018 };
    geolocation.result = { ok: true, value: here };
    await vm.locate();
    expect(map.current).toMatchObject({ marker: here, center: here, zoom: FOCUS_ZOOM });
    expect(reported).toEqual([expect.objectContaining({ street: 'Sabzi Mandi', coordinates: here })]);
    expect(vm.locating).toBe(false);
    expect(vm.showLocationHelp).toBe(false);
  });

  it.each<GeolocationErrorCode>(['geo.unsupported', 'geo.unavailable', 'geo.timeout', 'geo.unknown'])(
    'shows %s without the help card',
    async (code) => {
      const { vm, geolocation, reported } = await setup();
      geolocation.result = err(code);
      await vm.locate();
      expect(vm.message).toBe(code);
      expect(vm.showLocationHelp).toBe(false);
      expect(reported).toEqual([]);
    },
  );

  it('shows the Location Access Issue card when access is denied', async () => {
    const { vm, geolocation } = await setup();
    geolocation.result = err('geo.denied');
    await vm.locate();
    expect(vm.message).toBe('geo.denied');
    expect(vm.showLocationHelp).toBe(true);
    vm.openManual();
    expect(vm.mode).toBe('manual');
    expect(vm.showLocationHelp).toBe(false);
  });
});

describe('AddressPickerViewModel: manual entry', () => {
  it('shows every required-field message at once', async () => {
    const { vm, reported } = await setup();
    vm.openManual();
    vm.manual.setField('state', '   ');
    await vm.submitManual();
    expect(vm.manual.errors).toEqual({
      street: 'address.streetRequired',
      area: 'address.areaRequired',
      city: 'address.cityRequired',
      state: 'address.stateRequired',
      pincode: 'address.pincodeRequired',
    });
    expect(vm.mode).toBe('manual');
    expect(reported).toEqual([]);
  });

  it('asks for a 6-digit PIN code and clears an error when its field is edited', async () => {
    const { vm } = await setup();
    vm.openManual();
    vm.manual.setField('pincode', '24423');
    await vm.submitManual();
    expect(vm.manual.errors.pincode).toBe('address.pincodeInvalid');
    vm.manual.setField('pincode', '2442a1');
    await vm.submitManual();
    expect(vm.manual.errors.pincode).toBe('address.pincodeInvalid');
    expect(vm.manual.errors.street).toBe('address.streetRequired');
    vm.manual.setField('street', 'G');
    expect(vm.manual.errors.street).toBeUndefined();
    expect(vm.manual.errors.pincode).toBe('address.pincodeInvalid');
  });

  it('keeps at most 6 characters in the PIN code', async () => {
    const { vm } = await setup();
    vm.manual.setField('pincode', '24423512');
    expect(vm.manual.pincode).toBe('244235');
  });

  it('reports the trimmed address, placed by the geocoder, and returns to the map there', async () => {
    const { vm, reported, map } = await setup();
    vm.openManual();
    vm.manual.setField('street', '  Gali 3 ');
    vm.manual.setField('area', ' Purani Basti');
    vm.manual.setField('city', 'Gajraula ');
    vm.manual.setField('state', 'Uttar Pradesh');
    vm.manual.setField('pincode', '244235');
    vm.manual.setField('country', '');
    await vm.submitManual();
    const gajraula = InMemoryGeocoder.places.find((p) => p.address.pincode === '244235')!.location;
    expect(reported).toEqual([
      {
        street: 'Gali 3',
        area: 'Purani Basti',
        city: 'Gajraula',
        state: 'Uttar Pradesh',
        pincode: '244235',
        country: 'India',
        formatted: 'Gali 3, Purani Basti, Gajraula, Uttar Pradesh, 244235',
        coordinates: gajraula,
      },
    ]);
    expect(vm.mode).toBe('map');
    await vm.showMap(document.createElement('div'));
    expect(map.current).toMatchObject({ center: gajraula, zoom: FOCUS_ZOOM });
  });

  it('reports a typed address the geocoder cannot place without coordinates', async () => {
    const { vm, reported } = await setup();
    vm.openManual();
    for (const [field, value] of [
      ['street', 'Connaught Place'],
      ['area', 'Block A'],
      ['city', 'New Delhi'],
      ['state', 'Delhi'],
      ['pincode', '110001'],
    ] as const) {
      vm.manual.setField(field, value);
    }
    await vm.submitManual();
    expect(reported).toEqual([expect.objectContaining({ city: 'New Delhi', coordinates: null })]);
    expect(vm.mode).toBe('map');
  });
});
