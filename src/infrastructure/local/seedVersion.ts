/**
 * Version of the demo data written by seedLocalDatabase. Bump it when buildSeed's data changes
 * shape: a browser holding another version gets its demo shop reset on the next start.
 */
export const LOCAL_SEED_VERSION = 1;

/** The meta row that records which seed version the database holds. */
export const SEED_VERSION_KEY = 'seedVersion';
