import { describe, expect, it } from 'vitest';
import { readCoordinates } from '../../../src/domain/address/readCoordinates';

describe('readCoordinates', () => {
  it.each([
    ['coordinates {latitude, longitude}', { coordinates: { latitude: 29.01, longitude: 78.29 } }],
    ['coordinates {lat, lng}', { coordinates: { lat: 29.01, lng: 78.29 } }],
    ['lat/lng on the address', { lat: 29.01, lng: 78.29 }],
    ['latitude/longitude on the address', { latitude: 29.01, longitude: 78.29 }],
    ['numbers stored as text', { lat: '29.01', lng: ' 78.29 ' }],
  ])('reads %s', (_, address) => {
    expect(readCoordinates(address)).toEqual({ lat: 29.01, lng: 78.29 });
  });

  it.each([
    ['no coordinates', { formatted: 'x' }],
    ['null coordinates', { coordinates: null }],
    ['NaN', { lat: Number.NaN, lng: 78 }],
    ['Infinity', { coordinates: { lat: 29, lng: Number.POSITIVE_INFINITY } }],
    ['latitude out of range', { lat: 91, lng: 78 }],
    ['longitude out of range', { lat: 29, lng: -180.5 }],
    ['blank text', { lat: '', lng: '' }],
    ['only one half', { lat: 29 }],
    ['not an object', 'Station Road'],
    ['null', null],
    ['undefined', undefined],
  ])('gives null for %s', (_, address) => {
    expect(readCoordinates(address)).toBeNull();
  });

  it('accepts the edges of the range and zero', () => {
    expect(readCoordinates({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
    expect(readCoordinates({ lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 });
  });

  it('falls through to a later shape when an earlier one is broken', () => {
    expect(readCoordinates({ coordinates: { lat: Number.NaN, lng: 1 }, latitude: 29, longitude: 78 })).toEqual({
      lat: 29,
      lng: 78,
    });
  });
});
