import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferEntry } from '../../../scripts/vite/paintBeforeEntry';

// What `vite build` writes (the entry moved into the head), reduced to the parts deferEntry reads.
const BUILT = [
  '<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/common-def.js"></head>',
  '<body><div id="root"></div><script>/* language */</script></body></html>',
].join('');

/** Runs the start script deferEntry put in the page, as the browser would once it is parsed. */
function runStartScript(html: string): void {
  const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] as string);
  new Function(inline[inline.length - 1] as string)();
}

let added: HTMLScriptElement[] = [];
/** The module scripts the page added, taken before the test DOM would try to load them. */
const entryScripts = () => added.filter((s) => s.type === 'module').map((s) => s.getAttribute('src'));

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    added.push(node as unknown as HTMLScriptElement);
    return node;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the built index.html starts the entry after the first paint', () => {
  it('keeps the download at the top (a low-priority modulepreload) and the start at the end of the body', () => {
    const html = deferEntry(BUILT);
    expect(html).not.toContain('<script type="module"');
    const preload = '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-abc.js">';
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('</head>'));
    expect(html.lastIndexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<script>/* language */</script>');
  });

  it('runs the entry once, in the task after the next frame', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    runStartScript(deferEntry(BUILT));
    expect(entryScripts()).toEqual([]);
    frames.forEach((frame) => frame());
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts a tab opened in the background, where frames never come, on its timer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    runStartScript(deferEntry(BUILT));
    vi.advanceTimersByTime(499);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/assets/index-abc.js']);
  });

  it("runs the entry's stages first, each in a task of its own, then the entry", () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    runStartScript(deferEntry(BUILT, ['/assets/react-r.js', '/assets/chakra-c.js']));
    vi.advanceTimersByTime(500);
    expect(entryScripts()).toEqual(['/assets/react-r.js']);
    // A stage's `load` comes once its module code has run.
    added[0]!.onload?.(new Event('load'));
    expect(entryScripts()).toEqual(['/assets/react-r.js']);
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toEqual(['/assets/react-r.js', '/assets/chakra-c.js']);
    // One that fails to load does not hold the start up: the entry imports it anyway.
    added[1]!.onerror?.(new Event('error'));
    vi.advanceTimersByTime(0);
    expect(entryScripts()).toEqual(['/assets/react-r.js', '/assets/chakra-c.js', '/assets/index-abc.js']);
  });

  it("asks for Vite's own preloads of the entry's imports at low priority too", () => {
    const html = deferEntry(BUILT);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/common-def.js">');
    expect(html).not.toMatch(/<link rel="modulepreload" crossorigin/);
  });

  it('fails the build when the page no longer has the entry it expects', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(/no entry/);
  });
});
