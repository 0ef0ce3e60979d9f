import type { Plugin, Rolldown } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Vite's own preloads of the entry's static imports, at the default priority. */
const VITE_PRELOAD = /<link rel="modulepreload" crossorigin href=/g;

/**
 * The chunks of the entry's own libraries that run before it, in this order, each in a task of its
 * own (vite.config.ts makes them from these packages, as far as the entry imports them): React, then
 * Chakra and Emotion, then the app's state, language and routing libraries. Evaluating all of the
 * entry's module code was one task of 14 to 17 ms of CPU time on a fast host, 60 to 100 ms on a
 * phone, and Lighthouse counts every part of a task over 50 ms (at its slowed CPU) as blocking.
 */
export const ENTRY_STAGES: ReadonlyArray<{ name: string; packages: readonly string[] }> = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'chakra', packages: ['@chakra-ui', '@emotion'] },
  {
    name: 'libraries',
    packages: [
      'inversify',
      '@inversifyjs',
      'reflect-metadata',
      'mobx',
      'mobx-react-lite',
      'i18next',
      'react-i18next',
      'react-router',
      'react-router-dom',
    ],
  },
];

/**
 * index.html with its entry started after the static shell's first paint. A module script that has
 * arrived by the end of parsing runs before the browser paints (always so from a cache or a fast
 * server), so a phone showed nothing until the entry's 200 kB had been compiled and run: the shell
 * was in the page but not on the screen. The entry now downloads from the start (a modulepreload)
 * and runs in the task after the next frame; the timer alone covers a tab in the background, where
 * frames do not come. `stages` (the built files of ENTRY_STAGES) run first, one after another with
 * a task between them; each one's module code then runs alone, and the entry's finds it done. A
 * stage that fails to load goes on to the next: the entry imports it anyway. Every download asks
 * for low priority, as the first screen's other preloads do (scripts/vite/firstScreenPreload.ts says why).
 */
export function deferEntry(html: string, stages: readonly string[] = []): string {
  const found = ENTRY.exec(html);
  if (!found) throw new Error('shop:paint-before-entry: no entry <script type="module" crossorigin src> in index.html');
  const src = JSON.stringify(found[1]);
  const start = [
    '<script>',
    '(function(){var started=false,stages=' + JSON.stringify(stages) + ';',
    'function run(src,then){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=src;',
    'if(then){s.onload=s.onerror=function(){setTimeout(then,0)}}document.head.appendChild(s)}',
    'function next(i){if(i<stages.length)run(stages[i],function(){next(i+1)});else run(' + src + ')}',
    'function start(){if(started)return;started=true;next(0)}',
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()',
    '</script>',
  ].join('');
  if (!html.includes('</body>')) throw new Error('shop:paint-before-entry: no </body> in index.html');
  // The start waits at the end of the body: the entry expects the whole page parsed, as a module script in the head would.
  const preload = `<link rel="modulepreload" fetchpriority="low" crossorigin href=${src}>`;
  return html
    .replace(ENTRY, preload)
    .replace(VITE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" crossorigin href=')
    .replace('</body>', `${start}</body>`);
}

/** Applies deferEntry to the built index.html, with the entry's stages (the dev server keeps Vite's own entry). */
export function paintBeforeEntry(): Plugin {
  return {
    name: 'shop:paint-before-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const stages = ENTRY_STAGES.map(({ name }) => chunks.find((c) => c.name === name && !c.isDynamicEntry)?.fileName)
          .filter((file): file is string => file !== undefined)
          .map((file) => `/${file}`);
        return deferEntry(html, stages);
      },
    },
  };
}
