import { initializeApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { FirebaseStorageImageStore } from '../../../src/infrastructure/firebase/FirebaseStorageImageStore';

const storage = getStorage(initializeApp({ projectId: 'demo-images', apiKey: 'test', storageBucket: 'demo-images.appspot.com' }, 'images'));
const store = new FirebaseStorageImageStore(storage);

describe('FirebaseStorageImageStore', () => {
  it('refuses a type storage.rules would refuse, before any upload', async () => {
    const result = await store.upload('products/p1/0.gif', new Blob([new Uint8Array(10)]), 'image/gif');
    expect(result).toEqual({ ok: false, error: { code: 'image.badType' } });
  });

  it('refuses an image over 5 MB with the limit for the message', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    const result = await store.upload('products/p1/0.jpg', big, 'image/jpeg');
    expect(result).toEqual({ ok: false, error: { code: 'image.tooLarge', params: { maxMb: 5 } } });
  });
});
