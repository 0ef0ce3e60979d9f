// @vitest-environment node
// The Node build of the Storage SDK talks HTTP with fetch, so a local server can answer for Cloud Storage.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseStorageImageStore } from '../../../src/infrastructure/firebase/FirebaseStorageImageStore';

/** What the next upload is answered with. */
let answer = { status: 404, message: 'Not Found.  Could not access bucket demo-nobucket.firebasestorage.app' };
let server: Server;
let store: FirebaseStorageImageStore;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: answer.status, message: answer.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const app = initializeApp({ projectId: 'demo-nobucket', apiKey: 'test', storageBucket: 'demo-nobucket.firebasestorage.app' }, 'nobucket');
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', (server.address() as AddressInfo).port);
  store = new FirebaseStorageImageStore(storage);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

const upload = () => store.upload('products/grocery/atta/a1.webp', new Blob([new Uint8Array([1, 2, 3])]), 'image/webp');

describe('FirebaseStorageImageStore on a project without Cloud Storage', () => {
  it("says Storage is not set up when the configured bucket was never created (the console's config names one anyway)", async () => {
    answer = { status: 404, message: 'Not Found.  Could not access bucket demo-nobucket.firebasestorage.app' };
    expect(await upload()).toEqual({ ok: false, error: { code: 'image.storageUnavailable' } });
  });

  it('says the same when the plan does not include Storage', async () => {
    answer = { status: 402, message: 'Payment required' };
    expect(await upload()).toEqual({ ok: false, error: { code: 'image.storageUnavailable' } });
  });

  it('keeps other refusals a failed upload, to try again', async () => {
    answer = { status: 403, message: 'Permission denied.' };
    expect(await upload()).toEqual({ ok: false, error: { code: 'image.uploadFailed' } });
  });
});
