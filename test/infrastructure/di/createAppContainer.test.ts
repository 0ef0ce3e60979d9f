import { describe, expect, it } from 'vitest';
import { createAppContainer } from '../../../src/infrastructure/di/createAppContainer';

describe('createAppContainer', () => {
  // main.tsx logs the rejection with console.error and shows 'Something went wrong' instead of a shop.
  it('refuses to start on a half-filled Firebase configuration instead of opening the demo shop', async () => {
    await expect(createAppContainer({ VITE_FIREBASE_PROJECT_ID: 'gaon-kirana', VITE_FIREBASE_API_KEY: '' })).rejects.toThrow(
      'Incomplete Firebase configuration: VITE_FIREBASE_PROJECT_ID is set, but VITE_FIREBASE_API_KEY is missing',
    );
  });
});
