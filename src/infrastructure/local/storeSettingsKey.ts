/** The row of the settings table that holds the store settings document. */
export const STORE_SETTINGS_KEY = 'store';
