import { describe, expect, it } from 'vitest';
import { chooseMaps } from '../../../src/infrastructure/google-maps/chooseMaps';

const KEY = 'AIzaSyDq3x-ExampleLooking_RealKey0123456';

describe('chooseMaps', () => {
  it('uses Google Maps by default when a real key is set, whatever the backend', () => {
    expect(chooseMaps({ backend: 'local', googleMapsApiKey: KEY })).toBe('google');
    expect(chooseMaps({ backend: 'firebase', googleMapsApiKey: KEY })).toBe('google');
  });

  it('keeps the schematic map in local mode without a key', () => {
    expect(chooseMaps({ backend: 'local' })).toBe('offline');
    expect(chooseMaps({ backend: 'local', googleMapsApiKey: 'your_api_key' })).toBe('offline');
  });

  it('makes the map unavailable in Firebase mode without a real key', () => {
    expect(chooseMaps({ backend: 'firebase' })).toBe('unavailable');
    expect(chooseMaps({ backend: 'firebase', googleMapsApiKey: 'YOUR_GOOGLE_MAPS_API_KEY' })).toBe('unavailable');
  });

  it('follows VITE_MAPS=offline even with a key', () => {
    expect(chooseMaps({ backend: 'firebase', maps: 'offline', googleMapsApiKey: KEY })).toBe('offline');
  });

  it('makes the map unavailable when VITE_MAPS=google has no key to use', () => {
    expect(chooseMaps({ backend: 'local', maps: 'google' })).toBe('unavailable');
    expect(chooseMaps({ backend: 'local', maps: ' Google ', googleMapsApiKey: KEY })).toBe('google');
  });

  it('ignores an unknown VITE_MAPS value', () => {
    expect(chooseMaps({ backend: 'local', maps: 'bing' })).toBe('offline');
  });
});
