import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleMapsLoader } from '../../../src/infrastructure/google-maps/GoogleMapsLoader';
import { installFakeGoogleMaps, uninstallGoogleMaps } from './fakeGoogleMaps';

// The failing script request itself is covered by GoogleMapsLoader.script.test.ts.
describe('GoogleMapsLoader', () => {
  beforeEach(() => {
    uninstallGoogleMaps();
    // The loader notes that it reuses the stand-in and that setOptions ran before; expected here.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    uninstallGoogleMaps();
  });

  it.each(['', '   ', 'your_api_key', 'YOUR_GOOGLE_MAPS_API_KEY'])(
    'rejects a missing or placeholder key (%j) with maps.keyMissing and requests no script',
    async (key) => {
      await expect(new GoogleMapsLoader(key).load('maps')).rejects.toMatchObject({
        name: 'MapLoadError',
        code: 'maps.keyMissing',
      });
      expect(document.head.querySelector('script')).toBeNull();
      expect((globalThis as { google?: unknown }).google).toBeUndefined();
    },
  );

  it('returns the library once the API is loaded', async () => {
    const importLibrary = installFakeGoogleMaps();
    const maps = await new GoogleMapsLoader('real-key').load('maps');
    expect(typeof maps.Map).toBe('function');
    expect(importLibrary).toHaveBeenCalledWith('maps');
  });

  it('gives maps.timeout when the API has not arrived after 10 seconds, and not before', async () => {
    vi.useFakeTimers();
    installFakeGoogleMaps(() => new Promise(() => undefined));
    const outcome = new GoogleMapsLoader('real-key').load('maps').then(
      () => 'loaded',
      (error: { code: string }) => error.code,
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('maps.timeout');
  });

  it('gives maps.scriptFailed when the API reports that it could not load', async () => {
    installFakeGoogleMaps(() => Promise.reject(new Error('The Google Maps JavaScript API could not load.')));
    await expect(new GoogleMapsLoader('real-key').load('places')).rejects.toMatchObject({ code: 'maps.scriptFailed' });
  });

  it('gives maps.other for any other loading failure', async () => {
    installFakeGoogleMaps(() => Promise.reject(new Error('RefererNotAllowedMapError')));
    await expect(new GoogleMapsLoader('real-key').load('geocoding')).rejects.toMatchObject({ code: 'maps.other' });
  });
});
