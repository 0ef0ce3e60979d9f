/*
 * Example values people leave in .env files ('your_api_key', 'YOUR_GOOGLE_MAPS_API_KEY', '<key>',
 * 'xxxx'...). Loading the script with one of them only produces Google's own error page inside
 * the map, so they are treated like a missing key and the picker offers manual entry instead.
 */
const PLACEHOLDER = /^(your|enter|insert|add|put|replace)[-_ ]|placeholder|^<.*>$|^x+$|^(undefined|null|none|changeme|todo|api[-_]?key)$/i;

/** True when the configured Google Maps key is absent or an obvious example value. */
export function isPlaceholderKey(key: string | null | undefined): boolean {
  const trimmed = key?.trim() ?? '';
  return trimmed === '' || PLACEHOLDER.test(trimmed);
}
