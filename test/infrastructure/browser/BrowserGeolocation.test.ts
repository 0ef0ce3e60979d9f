import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserGeolocation } from '../../../src/infrastructure/browser/BrowserGeolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** A browser whose geolocation answers the way `answer` says, recording the options it was given. */
function browserWith(answer: (success: Success, failure: Failure) => void) {
  const seen: PositionOptions[] = [];
  vi.stubGlobal('navigator', {
    geolocation: {
      getCurrentPosition: (success: Success, failure: Failure, options: PositionOptions) => {
        seen.push(options);
        answer(success, failure);
      },
    },
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowserGeolocation.locate', () => {
  it('returns the device position, asking for high accuracy, 20 s timeout and a 5 minute cache', async () => {
    const seen = browserWith((success) => success({ coords: { latitude: 29.0112, longitude: 78.2981 } }));
    expect(await new BrowserGeolocation().locate()).toEqual({ ok: true, value: { lat: 29.0112, lng: 78.2981 } });
    expect(seen).toEqual([{ enableHighAccuracy: true, timeout: 20000, maximumAge: 300000 }]);
  });

  it('reports geo.unsupported when the browser has no geolocation', async () => {
    vi.stubGlobal('navigator', {});
    expect(await new BrowserGeolocation().locate()).toEqual({ ok: false, error: { code: 'geo.unsupported' } });
  });

  it.each([
    [1, 'geo.denied'],
    [2, 'geo.unavailable'],
    [3, 'geo.timeout'],
    [42, 'geo.unknown'],
  ])('maps error code %i to %s', async (code, expected) => {
    browserWith((_, failure) => failure({ code, message: 'no' }));
    expect(await new BrowserGeolocation().locate()).toEqual({ ok: false, error: { code: expected } });
  });

  it('reports geo.unknown when the browser throws instead of answering', async () => {
    browserWith(() => {
      throw new Error('insecure context');
    });
    expect(await new BrowserGeolocation().locate()).toEqual({ ok: false, error: { code: 'geo.unknown' } });
  });
});

describe('BrowserGeolocation.permission', () => {
  it.each(['granted', 'denied', 'prompt'] as const)('passes on the %s state of the geolocation permission', async (state) => {
    const asked: unknown[] = [];
    vi.stubGlobal('navigator', {
      permissions: {
        query: async (descriptor: unknown) => {
          asked.push(descriptor);
          return { state };
        },
      },
    });
    expect(await new BrowserGeolocation().permission()).toBe(state);
    expect(asked).toEqual([{ name: 'geolocation' }]);
  });

  it('is unknown without the Permissions API, or when it refuses the question', async () => {
    vi.stubGlobal('navigator', {});
    expect(await new BrowserGeolocation().permission()).toBe('unknown');
    vi.stubGlobal('navigator', { permissions: { query: () => Promise.reject(new TypeError('bad name')) } });
    expect(await new BrowserGeolocation().permission()).toBe('unknown');
  });
});
