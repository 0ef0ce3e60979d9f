import { injectable } from 'inversify';
import type { MapCallbacks, MapHandle, MapOptions, MapView } from '../../application/ports/MapView';

/**
 * The map for offline and keyless use: drawn in SVG from the gazetteer, nothing to download from
 * the network, so it never fails to load. The drawing code is its own chunk, fetched on first use,
 * because only the address screens show a map.
 */
@injectable()
export class SchematicMapView implements MapView {
  async mount(element: HTMLElement, options: MapOptions, callbacks: MapCallbacks): Promise<MapHandle> {
    const { SchematicMap } = await import('./SchematicMap');
    return new SchematicMap(element, options, callbacks);
  }
}
