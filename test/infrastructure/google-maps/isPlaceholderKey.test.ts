import { describe, expect, it } from 'vitest';
import { isPlaceholderKey } from '../../../src/infrastructure/google-maps/isPlaceholderKey';

describe('isPlaceholderKey', () => {
  it.each([
    undefined,
    null,
    '',
    '  ',
    'your_api_key',
    'YOUR_GOOGLE_MAPS_API_KEY',
    'your-google-maps-key-here',
    'Enter_Your_Key',
    '<google maps key>',
    'xxxxxxxx',
    'undefined',
    'PLACEHOLDER_KEY',
  ])('treats %j as no key', (key) => {
    expect(isPlaceholderKey(key)).toBe(true);
  });

  it.each(['AIzaSyDq3x-ExampleLooking_RealKey0123456', 'test-key'])('accepts %j as a key', (key) => {
    expect(isPlaceholderKey(key)).toBe(false);
  });
});
