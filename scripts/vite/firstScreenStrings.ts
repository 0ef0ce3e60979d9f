import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

type Strings = { [key: string]: string | Strings };

/** The module with the first screen's English strings, which the entry carries. */
export const FIRST_SCREEN_STRINGS = 'virtual:first-screen-strings';
/** The module with the rest of English, loaded on demand (src/ui/i18n/moreStrings.ts). */
export const MORE_STRINGS = 'virtual:more-strings';

/**
 * en.json cut in two: the sections listed (dotted paths such as 'common' or 'screens.login', each
 * taken whole) and everything else. A key added to a listed section is in the first part; a new
 * section is in the second until it is listed.
 */
export function splitStrings(strings: Strings, sections: readonly string[]): { first: Strings; more: Strings } {
  const first: Strings = {};
  const more: Strings = {};
  const put = (target: Strings, path: readonly string[], value: string | Strings): void => {
    let node = target;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Strings;
    node[path[path.length - 1] as string] = value;
  };
  const walk = (node: Strings, path: readonly string[]): void => {
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      const dotted = here.join('.');
      if (sections.includes(dotted)) put(first, here, value);
      else if (typeof value === 'object' && sections.some((section) => section.startsWith(`${dotted}.`))) walk(value, here);
      else put(more, here, value);
    }
  };
  walk(strings, []);
  return { first, more };
}

/**
 * Serves en.json as two modules, split at build time (and in the dev server and the tests, the same
 * way) by the list of the first screen's sections: the entry imports the first, so the first screen
 * never waits for its words, and the rest of English, about two thirds of the file, is a chunk of its
 * own. Both are JSON.parse of a string, which V8 reads faster than the same object as code.
 */
export function firstScreenStrings(sections: readonly string[], file = 'src/ui/i18n/en.json'): Plugin {
  const ids = new Map<string, 'first' | 'more'>([
    [`\0${FIRST_SCREEN_STRINGS}`, 'first'],
    [`\0${MORE_STRINGS}`, 'more'],
  ]);
  return {
    name: 'shop:first-screen-strings',
    resolveId(id) {
      return id === FIRST_SCREEN_STRINGS || id === MORE_STRINGS ? `\0${id}` : null;
    },
    load(id) {
      const part = ids.get(id);
      if (!part) return null;
      const path = resolve(file);
      this.addWatchFile(path);
      const strings = splitStrings(JSON.parse(readFileSync(path, 'utf8')) as Strings, sections)[part];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
    },
  };
}
