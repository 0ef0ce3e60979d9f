/**
 * Version of the demo data written by seedLocalDatabase. Bump it when buildSeed's data changes
 * shape: a browser holding another version gets its demo shop reset on the next start.
 * 2: the store settings document joined the demo shop.
 */
export const LOCAL_SEED_VERSION = 2;

/** The meta row that records which seed version the database holds. */
export const SEED_VERSION_KEY = 'seedVersion';
