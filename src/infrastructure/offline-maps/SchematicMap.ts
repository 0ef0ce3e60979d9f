import type { MapCallbacks, MapHandle, MapOptions } from '../../application/ports/MapView';
import type { LatLng } from '../../domain/address/Address';
import { GAZETTEER } from './gazetteer';
import { project, unproject, type Point } from './mercator';

const NS = 'http://www.w3.org/2000/svg';
const MIN_ZOOM = 9;
const MAX_ZOOM = 18;
/** Pixels a pointer may wander before a tap becomes a drag (fingers are not still). */
const DRAG_SLOP = 5;
const KEY_STEP = 16;
/** happy-dom and hidden tabs report no size; draw for a phone-sized box until told otherwise. */
const FALLBACK_SIZE = 400;

const TEXT = {
  en: {
    map: 'Map. Tap the map or drag the pin to choose the delivery location; arrow keys move the pin.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    store: 'Store',
  },
  hi: {
    map: 'नक्शा। डिलीवरी की जगह चुनने के लिए नक्शे पर टैप करें या पिन खिसकाएं; तीर कुंजियों से पिन हिलाएं।',
    zoomIn: 'ज़ूम इन',
    zoomOut: 'ज़ूम आउट',
    store: 'दुकान',
  },
};

// The page's language decides the labels, so the map follows the language switch without a framework.
const hindi = (): boolean => document.documentElement.lang.startsWith('hi');
const text = () => (hindi() ? TEXT.hi : TEXT.en);

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  parent?.appendChild(node);
  return node;
}

const translate = (p: Point): string => `translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`;

/** A haloed label right of its dot, or left of it with `left` (the store shares its village's dot). */
function label(parent: Element, at: Point, value: string, size: number, weight = 400, left = false): void {
  const attrs = { x: at.x + (left ? -7 : 7), y: at.y + 4, 'font-size': size, 'font-weight': weight, 'text-anchor': left ? 'end' : 'start' };
  el('text', { ...attrs, fill: '#3b3325', stroke: '#fff', 'stroke-width': 3, 'paint-order': 'stroke' }, parent).textContent = value;
}

function button(parent: HTMLElement, glyph: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = glyph;
  b.style.cssText =
    'width:40px;height:40px;font:20px/1 sans-serif;background:#fff;color:#222;border:1px solid #bbb;border-radius:6px;cursor:pointer';
  b.addEventListener('click', onClick);
  parent.appendChild(b);
  return b;
}

interface Gesture {
  kind: 'pin' | 'pan';
  pointerId: number;
  start: Point;
  moved: boolean;
}

/**
 * A drawn-by-hand map of the store's area: the river, roads between towns and villages, places
 * as labelled dots, the store, and a pin the user drops by tapping or dragging.
 */
export class SchematicMap implements MapHandle {
  private center: LatLng;
  private zoom: number;
  private marker: LatLng;
  private width = FALLBACK_SIZE;
  private height = FALLBACK_SIZE;
  private gesture: Gesture | null = null;
  /** Set when a drag ends, so the click the browser fires after it does not also drop the pin. */
  private swallowClick = false;
  private readonly root = document.createElement('div');
  private readonly svg = el('svg', { role: 'application', tabindex: 0, width: '100%', height: '100%' });
  private readonly view = el('g', {}, this.svg);
  private readonly zoomIn: HTMLButtonElement;
  private readonly zoomOut: HTMLButtonElement;
  private readonly resize: ResizeObserver | null;

  constructor(
    private readonly host: HTMLElement,
    options: MapOptions,
    private readonly callbacks: MapCallbacks,
  ) {
    this.center = { ...options.center };
    this.marker = { ...options.center };
    this.zoom = this.clampZoom(options.zoom);
    this.root.style.cssText =
      'position:relative;width:100%;height:100%;overflow:hidden;touch-action:none;user-select:none;background:#eef1e4';
    this.svg.style.cssText = 'display:block;outline-offset:-3px;cursor:crosshair;font-family:sans-serif';
    this.root.appendChild(this.svg);
    const controls = document.createElement('div');
    controls.style.cssText = 'position:absolute;top:8px;right:8px;display:flex;flex-direction:column;gap:6px';
    this.zoomIn = button(controls, '+', () => this.setZoom(this.zoom + 1));
    this.zoomOut = button(controls, '−', () => this.setZoom(this.zoom - 1));
    this.root.appendChild(controls);
    this.svg.addEventListener('pointerdown', this.onPointerDown);
    this.svg.addEventListener('pointermove', this.onPointerMove);
    this.svg.addEventListener('pointerup', this.onPointerUp);
    this.svg.addEventListener('pointercancel', this.onPointerUp);
    this.svg.addEventListener('click', this.onClick);
    this.svg.addEventListener('keydown', this.onKey);
    host.appendChild(this.root);
    this.resize =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            this.measure();
            this.draw();
          })
        : null;
    this.resize?.observe(this.root);
    this.measure();
    this.draw();
  }

  setMarker(point: LatLng, zoom?: number): void {
    this.marker = { ...point };
    this.center = { ...point };
    if (zoom !== undefined) this.zoom = this.clampZoom(zoom);
    this.draw();
  }

  destroy(): void {
    this.resize?.disconnect();
    this.root.remove();
  }

  private clampZoom(zoom: number): number {
    return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
  }

  private setZoom(zoom: number): void {
    this.zoom = this.clampZoom(zoom);
    this.draw();
  }

  private measure(): void {
    this.width = this.root.clientWidth || this.host.clientWidth || FALLBACK_SIZE;
    this.height = this.root.clientHeight || this.host.clientHeight || FALLBACK_SIZE;
  }

  private toScreen(p: LatLng): Point {
    const w = project(p, this.zoom);
    const c = project(this.center, this.zoom);
    return { x: w.x - c.x + this.width / 2, y: w.y - c.y + this.height / 2 };
  }

  private fromScreen(s: Point): LatLng {
    const c = project(this.center, this.zoom);
    return unproject({ x: c.x + s.x - this.width / 2, y: c.y + s.y - this.height / 2 }, this.zoom);
  }

  /** Where a pointer event falls in the drawing's own coordinates. */
  private local(e: MouseEvent): Point {
    const r = this.svg.getBoundingClientRect();
    const sx = r.width ? this.width / r.width : 1;
    const sy = r.height ? this.height / r.height : 1;
    return { x: (e.clientX - r.left) * sx, y: (e.clientY - r.top) * sy };
  }

  private draw(): void {
    const t = text();
    const hi = hindi();
    this.svg.setAttribute('viewBox', `0 0 ${this.width} ${this.height}`);
    this.svg.setAttribute('aria-label', t.map);
    this.zoomIn.setAttribute('aria-label', t.zoomIn);
    this.zoomOut.setAttribute('aria-label', t.zoomOut);
    this.zoomIn.disabled = this.zoom >= MAX_ZOOM;
    this.zoomOut.disabled = this.zoom <= MIN_ZOOM;
    this.view.removeAttribute('transform');
    this.view.replaceChildren();
    const v = this.view;
    const line = (points: LatLng[]): string =>
      points
        .map((p) => this.toScreen(p))
        .map((s) => `${s.x.toFixed(1)},${s.y.toFixed(1)}`)
        .join(' ');
    const scale = 2 ** (this.zoom - 12);
    el(
      'polyline',
      {
        points: line(GAZETTEER.river),
        fill: 'none',
        stroke: '#a9cfe8',
        'stroke-width': Math.min(60, 6 * scale),
        'stroke-linejoin': 'round',
      },
      v,
    );
    const byId = new Map(GAZETTEER.places.map((p) => [p.id, p]));
    const roads = GAZETTEER.roads.map((chain) => line(chain.flatMap((id) => byId.get(id)?.location ?? [])));
    for (const [stroke, width] of [
      ['#c9bd9b', 7],
      ['#fbf8ef', 4],
    ] as const) {
      for (const points of roads)
        el('polyline', { points, fill: 'none', stroke, 'stroke-width': width, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, v);
    }
    for (const place of GAZETTEER.places) {
      const s = this.toScreen(place.location);
      const town = place.kind === 'town';
      el('circle', { cx: s.x, cy: s.y, r: town ? 6 : 4, fill: '#6b5b3e', stroke: '#fff', 'stroke-width': 1.5 }, v);
      if (town || this.zoom >= 12) label(v, s, hi ? place.nameHi : place.name, town ? 14 : 12, town ? 700 : 600);
      if (this.zoom < 14) continue;
      for (const area of place.areas) {
        const a = this.toScreen(area.location);
        if (Math.hypot(a.x - s.x, a.y - s.y) < 20) continue;
        el('circle', { cx: a.x, cy: a.y, r: 2.5, fill: '#9a8a6a' }, v);
        label(v, a, hi ? area.nameHi : area.name, 11);
      }
    }
    const store = this.toScreen(GAZETTEER.store);
    const shop = el('g', { transform: translate(store) }, v);
    el('path', { d: 'M-9 0v-10l9-8 9 8v10z', fill: '#1e5631', stroke: '#fff', 'stroke-width': 1.5 }, shop);
    label(shop, { x: -5, y: -8 }, t.store, 12, 700, true);
    const pin = this.toScreen(this.marker);
    const marker = el('g', { 'data-marker': '', transform: translate(pin), style: 'cursor:grab' }, v);
    // A generous invisible target: a fingertip is wider than the pin.
    el('circle', { cx: 0, cy: -16, r: 22, fill: 'transparent' }, marker);
    el('path', { d: 'M0 0C-3-9-12-14-12-23a12 12 0 0 1 24 0C12-14 3-9 0 0z', fill: '#c62828', stroke: '#fff', 'stroke-width': 2 }, marker);
    el('circle', { cx: 0, cy: -23, r: 4.5, fill: '#fff' }, marker);
  }

  private pick(point: LatLng): void {
    this.marker = point;
    const s = this.toScreen(point);
    // Keyboard steps can walk the pin off the edge: follow it.
    if (s.x < 0 || s.y < 0 || s.x > this.width || s.y > this.height) this.center = { ...point };
    this.draw();
    this.callbacks.onPick({ ...point });
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    const onPin = e.target instanceof Element && e.target.closest('[data-marker]') !== null;
    this.gesture = { kind: onPin ? 'pin' : 'pan', pointerId: e.pointerId, start: this.local(e), moved: false };
    // Keeps the drag alive when a finger slides off the pin or the map.
    this.svg.setPointerCapture?.(e.pointerId);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const g = this.gesture;
    if (!g || g.pointerId !== e.pointerId) return;
    const at = this.local(e);
    const dx = at.x - g.start.x;
    const dy = at.y - g.start.y;
    if (!g.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
    g.moved = true;
    if (g.kind === 'pin') {
      this.marker = this.fromScreen(at);
      const s = this.toScreen(this.marker);
      this.view.querySelector('[data-marker]')?.setAttribute('transform', translate(s));
    } else {
      // Slide the drawing now; redraw once the finger lifts.
      this.view.setAttribute('transform', translate({ x: dx, y: dy }));
    }
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const g = this.gesture;
    if (!g || g.pointerId !== e.pointerId) return;
    this.gesture = null;
    if (!g.moved) return;
    this.swallowClick = true;
    if (g.kind === 'pin') {
      this.pick(this.marker);
      return;
    }
    const at = this.local(e);
    const c = project(this.center, this.zoom);
    this.center = unproject({ x: c.x - (at.x - g.start.x), y: c.y - (at.y - g.start.y) }, this.zoom);
    this.draw();
  };

  private readonly onClick = (e: MouseEvent): void => {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    this.pick(this.fromScreen(this.local(e)));
  };

  private readonly onKey = (e: KeyboardEvent): void => {
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[e.key];
    if (e.key === '+' || e.key === '=') this.setZoom(this.zoom + 1);
    else if (e.key === '-') this.setZoom(this.zoom - 1);
    else if (step) {
      const s = this.toScreen(this.marker);
      this.pick(this.fromScreen({ x: s.x + step[0] * KEY_STEP, y: s.y + step[1] * KEY_STEP }));
    } else return;
    e.preventDefault();
  };
}
