import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with its entry started after the static shell's first paint. A module script that has
 * arrived by the end of parsing runs before the browser paints (always so from a cache or a fast
 * server), so a phone showed nothing until the entry's 200 kB had been compiled and run: the shell
 * was in the page but not on the screen. The entry now downloads from the start (a modulepreload)
 * and runs in the task after the next frame; the timer alone covers a tab in the background, where
 * frames do not come. The download asks for low priority, as the first screen's other preloads do
 * (scripts/vite/firstScreenPreload.ts says why).
 */
export function deferEntry(html: string): string {
  const found = ENTRY.exec(html);
  if (!found) throw new Error('shop:paint-before-entry: no entry <script type="module" crossorigin src> in index.html');
  const src = JSON.stringify(found[1]);
  const start = [
    '<script>',
    '(function(){var started=false;function start(){if(started)return;started=true;',
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=' + src + ';document.head.appendChild(s)}',
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()',
    '</script>',
  ].join('');
  if (!html.includes('</body>')) throw new Error('shop:paint-before-entry: no </body> in index.html');
  // The start waits at the end of the body: the entry expects the whole page parsed, as a module script in the head would.
  const preload = `<link rel="modulepreload" fetchpriority="low" crossorigin href=${src}>`;
  return html.replace(ENTRY, preload).replace('</body>', `${start}</body>`);
}

/** Applies deferEntry to the built index.html (the dev server keeps Vite's own entry). */
export function paintBeforeEntry(): Plugin {
  return {
    name: 'shop:paint-before-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferEntry },
  };
}
