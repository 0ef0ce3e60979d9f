import { describe, expect, it } from 'vitest';
import { LocateDevice } from '../../../src/application/maps/LocateDevice';
import type { GeolocationErrorCode } from '../../../src/application/ports/Geolocation';
import { err, ok } from '../../../src/domain/shared/Result';
import { InMemoryGeolocation } from '../../../src/infrastructure/memory/InMemoryGeolocation';
import { createTestContainer } from '../../support/createTestContainer';

describe('LocateDevice', () => {
  it('gives the device position', async () => {
    const container = createTestContainer();
    container.get(InMemoryGeolocation).result = ok({ lat: 28.9, lng: 78.27 });
    expect(await container.get(LocateDevice).execute()).toEqual({ ok: true, value: { lat: 28.9, lng: 78.27 } });
  });

  it.each<GeolocationErrorCode>(['geo.unsupported', 'geo.denied', 'geo.unavailable', 'geo.timeout', 'geo.unknown'])(
    'passes on %s',
    async (code) => {
      const container = createTestContainer();
      container.get(InMemoryGeolocation).result = err(code);
      expect(await container.get(LocateDevice).execute()).toEqual({ ok: false, error: { code } });
    },
  );
});
