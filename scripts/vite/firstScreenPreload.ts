import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

const ROUTE_TABLE = 'src/ui/app/routeTable.ts';

/** The route table's rows as [path pattern, screen module], read from its source (the config cannot import the app). */
export function readRouteScreens(source: string): Array<[path: string, screen: string]> {
  const screens = new Map(
    [...source.matchAll(/(\w+): lazyScreen\(\(\) => import\('([^']+)'\)\)/g)].map(([, name, path]) => [
      name,
      `${posix.join(posix.dirname(ROUTE_TABLE), path as string)}.tsx`,
    ]),
  );
  const rows = [...source.matchAll(/\{ path: '([^']+)', kind: '\w+', screen: screens\.(\w+) \}/g)];
  const declared = source.match(/\{ path: '/g)?.length ?? 0;
  if (rows.length === 0 || rows.length !== declared || rows.some(([, , name]) => !screens.has(name as string))) {
    throw new Error(`${ROUTE_TABLE} no longer reads as scripts/vite/firstScreenPreload.ts expects: update its patterns`);
  }
  return rows.map(([, path, name]) => [path as string, screens.get(name as string) as string]);
}

/** A route path as the pattern React Router's matchPath applies (case-insensitive, end-anchored). */
const pathPattern = (path: string): string =>
  path === '*' ? '' : `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;

/**
 * Starts the first screen's downloads from index.html itself, beside the entry, instead of after
 * the entry has downloaded and run (a chain of about a second on slow 4G): modulepreloads for the
 * binders of the backend and the maps (fixed at build time), and an inline script that preloads the
 * screen of the path being opened. src/ui/app/preloadFirstScreen.ts still asks for the same files; Vite's preload
 * helper skips the ones already linked.
 *
 * Every preload asks for low priority, as the entry's does (scripts/vite/paintBeforeEntry.ts): the static
 * shell paints without them, and they are all the page downloads until the entry has run, so their order
 * among themselves is unchanged. At the default (high) priority Lighthouse counts a preload that lands
 * before the paint as blocking it, and on a fast host they all do: the simulated first paint then waited
 * for about 265 kB on slow 4G (2.2 s, not 0.9 s) in a third of the runs (docs/BENCHMARK.md, 28 November).
 */
export function firstScreenPreload(binders: readonly string[]): Plugin {
  return {
    name: 'shop:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        // What the entry brings is on its way already.
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const find = (module: string): Chunk => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`shop:first-screen-preload: no chunk for ${module}`);
          return chunk;
        };
        // A chunk and every chunk it imports statically, less what the entry brings.
        const files = (chunk: Chunk): string[] => {
          const out: string[] = [];
          const visit = (name: string): void => {
            if (loaded.has(name) || out.includes(name)) return;
            out.push(name);
            (bundle[name] as Chunk | undefined)?.imports.forEach(visit);
          };
          visit(chunk.fileName);
          return out;
        };

        const backend: HtmlTagDescriptor[] = [...new Set(binders.flatMap((binder) => files(find(binder))))].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: '', href: `/${file}` },
          injectTo: 'head',
        }));
        const names: string[] = [];
        const index = (file: string): number => (names.includes(file) ? names.indexOf(file) : names.push(file) - 1);
        const routes = readRouteScreens(readFileSync(ROUTE_TABLE, 'utf8')).map(([path, screen]) => [
          pathPattern(path),
          files(find(screen)).map(index),
        ]);
        const script = [
          `var f=${JSON.stringify(names)},r=${JSON.stringify(routes)},p=location.pathname;`,
          'for(var i=0;i<r.length;i++)if(!r[i][0]||new RegExp(r[i][0],"i").test(p)){',
          'r[i][1].forEach(function(n){var l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.crossOrigin="";',
          'l.href="/"+f[n];document.head.appendChild(l)});break}',
        ].join('');
        return [...backend, { tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
