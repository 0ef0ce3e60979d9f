import { describe, expect, it, vi } from 'vitest';
import { GoogleMapsLoader } from '../../../src/infrastructure/google-maps/GoogleMapsLoader';

/*
 * The real @googlemaps/js-api-loader bootstrap, once per file because the loader keeps its
 * options for the page's lifetime. The script element is caught on its way into <head> and
 * failed there, as a blocked or unreachable maps.googleapis.com fails it.
 */
describe('GoogleMapsLoader with the real script bootstrap', () => {
  it('requests the configured script and reports its failure as maps.scriptFailed', async () => {
    const requested: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) {
          requested.push(node);
          queueMicrotask(() => node.dispatchEvent(new Event('error')));
        }
      }
    });
    const loader = new GoogleMapsLoader(' real-key-123 ', { mapId: 'shop-map' });

    await expect(loader.load('maps')).rejects.toMatchObject({ name: 'MapLoadError', code: 'maps.scriptFailed' });

    expect(requested).toHaveLength(1);
    const url = new URL(requested[0]?.src ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'real-key-123',
      v: 'weekly',
      libraries: 'places,marker',
      region: 'IN',
      language: 'en',
      map_ids: 'shop-map',
      callback: 'google.maps.__ib__',
    });
  });
});
