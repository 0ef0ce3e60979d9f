import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MapHandle } from '../../../src/application/ports/MapView';
import type { LatLng } from '../../../src/domain/address/Address';
import { GAZETTEER } from '../../../src/infrastructure/offline-maps/gazetteer';
import { SchematicMapView } from '../../../src/infrastructure/offline-maps/SchematicMapView';

// happy-dom lays nothing out, so the map draws at its 400 x 400 fallback size with the svg's
// box at the page origin: a client point is a drawing point, and the centre is (200, 200).
const CENTRE = { lat: 29.010975, lng: 78.297462 };
const ZOOM = 15;
const degreesPerPixel = (zoom: number) => 360 / (256 * 2 ** zoom);

let host: HTMLDivElement;
let handle: MapHandle | null;
let picks: LatLng[];

async function mount(zoom = ZOOM): Promise<SVGSVGElement> {
  handle = await new SchematicMapView().mount(host, { center: CENTRE, zoom }, { onPick: (p) => picks.push(p) });
  const svg = host.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  return svg;
}

const marker = (): Element => {
  const m = host.querySelector('[data-marker]');
  if (!m) throw new Error('no marker');
  return m;
};
/** Where the pin is drawn, to the pixel (picks are rounded to six decimals, about 0.01 px here). */
const markerAt = (): [number, number] => {
  const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(marker().getAttribute('transform') ?? '') ?? [];
  return [Math.round(Number(x)), Math.round(Number(y))];
};
const labelX = (name: string): number => {
  const text = [...host.querySelectorAll('text')].find((t) => t.textContent === name);
  if (!text) throw new Error(`no label ${name}`);
  return Number(text.getAttribute('x'));
};
const pointer = (target: Element, type: string, x: number, y: number) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, clientX: x, clientY: y }));
const click = (target: Element, x: number, y: number) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));

beforeEach(() => {
  host = document.createElement('div');
  host.style.height = '400px';
  document.body.appendChild(host);
  picks = [];
  handle = null;
});

afterEach(() => {
  handle?.destroy();
  host.remove();
  document.documentElement.lang = '';
});

describe('SchematicMapView', () => {
  it('draws an accessible svg map with the places, the store and a pin at the centre', async () => {
    const svg = await mount();
    expect(svg.getAttribute('role')).toBe('application');
    expect(svg.getAttribute('aria-label')).toMatch(/^Map\./);
    const labels = [...host.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Sherpur', 'Mandi Dhanaura', 'Gajraula', 'Store', 'Mandir Wali Gali']));
    expect(host.querySelectorAll('polyline').length).toBeGreaterThan(GAZETTEER.roads.length);
    expect(markerAt()).toEqual([200, 200]);
  });

  it('has real zoom buttons that change the scale', async () => {
    await mount(13);
    const zoomIn = within(host).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(host).getByRole('button', { name: 'Zoom out' });
    // A label sits 7 px right of its dot; the dot's distance from the centre doubles per zoom level.
    const east = () => labelX('Alampur') - 7 - 200;
    const before = east();
    zoomIn.click();
    expect(east()).toBeCloseTo(before * 2, 0);
    zoomOut.click();
    zoomOut.click();
    expect(east()).toBeCloseTo(before / 2, 0);
  });

  it('drops the pin where the map is clicked and reports that point', async () => {
    const svg = await mount();
    click(svg, 300, 150);
    expect(picks).toHaveLength(1);
    expect(picks[0]?.lng).toBeCloseTo(CENTRE.lng + 100 * degreesPerPixel(ZOOM), 5);
    // 50 px north; Mercator stretches latitude by 1/cos(lat).
    expect(picks[0]?.lat).toBeCloseTo(CENTRE.lat + 50 * degreesPerPixel(ZOOM) * Math.cos((CENTRE.lat * Math.PI) / 180), 5);
    expect(markerAt()).toEqual([300, 150]);
  });

  it('lets the pin be dragged with a pointer (mouse or finger) and reports only the drop', async () => {
    const svg = await mount();
    const pinPath = marker().querySelector('path');
    if (!pinPath) throw new Error('no pin');
    pointer(pinPath, 'pointerdown', 200, 200);
    pointer(svg, 'pointermove', 230, 210);
    pointer(svg, 'pointermove', 260, 240);
    expect(picks).toHaveLength(0);
    pointer(svg, 'pointerup', 260, 240);
    click(svg, 260, 240);
    expect(picks).toHaveLength(1);
    expect(picks[0]?.lng).toBeCloseTo(CENTRE.lng + 60 * degreesPerPixel(ZOOM), 5);
    expect(picks[0]?.lat).toBeLessThan(CENTRE.lat);
    expect(markerAt()).toEqual([260, 240]);
  });

  it('pans when the background is dragged, without moving the pin', async () => {
    const svg = await mount();
    const before = labelX('Sherpur');
    pointer(svg, 'pointerdown', 100, 100);
    pointer(svg, 'pointermove', 150, 100);
    pointer(svg, 'pointerup', 150, 100);
    click(svg, 150, 100);
    expect(picks).toHaveLength(0);
    expect(labelX('Sherpur')).toBeCloseTo(before + 50, 0);
    expect(markerAt()).toEqual([250, 200]);
  });

  it('moves the pin with the arrow keys', async () => {
    const svg = await mount();
    svg.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(picks[0]?.lng).toBeGreaterThan(CENTRE.lng);
    expect(picks[0]?.lat).toBeCloseTo(CENTRE.lat, 5);
  });

  it('setMarker moves the pin and recentres the map there without reporting a pick', async () => {
    await mount();
    const gajraula = GAZETTEER.places.find((p) => p.id === 'gajraula')?.location;
    if (!gajraula) throw new Error('no Gajraula');
    handle?.setMarker(gajraula, 16);
    expect(markerAt()).toEqual([200, 200]);
    expect(labelX('Gajraula')).toBeCloseTo(207, 0);
    expect(picks).toHaveLength(0);
  });

  it('labels the map in Hindi when the page is in Hindi', async () => {
    document.documentElement.lang = 'hi';
    const svg = await mount();
    expect(within(host).getByRole('button', { name: 'ज़ूम इन' })).toBeTruthy();
    expect(svg.getAttribute('aria-label')).toMatch(/^नक्शा/);
    expect([...host.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['शेरपुर', 'दुकान']));
  });

  it('destroy removes everything it drew', async () => {
    await mount();
    handle?.destroy();
    handle = null;
    expect(host.childElementCount).toBe(0);
  });
});
