import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/domain/shared/ErrorCode';
import en from '../../../src/ui/i18n/en.json';
import hi from '../../../src/ui/i18n/hi.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
};

const enKeys = flatten(en as Tree);
const hiKeys = flatten(hi as Tree);
// A placeholder's name, without the format a translation may add ('{{unit, unit}}' is unit).
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

/** English text of every code, from the comments in ErrorCode.ts (the source of truth). */
const englishOfCodes = (): Map<string, string> => {
  const source = readFileSync('src/domain/shared/ErrorCode.ts', 'utf8');
  const texts = new Map<string, string>();
  // `'code', // text`, or a text too long for one line as `// text` on the line above `'code',`.
  for (const m of source.matchAll(/^\s*(?:\/\/\s*(.+)\n\s*'([\w.]+)',\s*$|'([\w.]+)',\s*\/\/\s*(.+)$)/gm)) {
    texts.set((m[2] ?? m[3])!, (m[1] ?? m[4])!.trim().replace(/\{(\w+)\}/g, '{{$1}}'));
  }
  return texts;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('translation files', () => {
  it('hi.json has exactly the keys of en.json', () => {
    expect([...enKeys.keys()].filter((k) => !hiKeys.has(k))).toEqual([]);
    expect([...hiKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('has messages.<code> for every error code, in English exactly as ErrorCode.ts says', () => {
    const english = englishOfCodes();
    expect(english.size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(enKeys.get(`messages.${code}`), code).toBe(english.get(code));
      expect(hiKeys.has(`messages.${code}`), code).toBe(true);
    }
  });

  it('gives Hindi the same placeholders as English', () => {
    for (const [key, text] of enKeys) expect(placeholders(hiKeys.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('writes Hindi in Devanagari, not copied English', () => {
    const sameByDesign = new Set(['common.languageNames.en', 'common.languageNames.hi']);
    for (const [key, text] of hiKeys) {
      if (sameByDesign.has(key)) continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('has every key that src/ui uses literally', () => {
    const used = new Set<string>();
    for (const file of sourceFiles('src/ui')) {
      const code = readFileSync(file, 'utf8');
      // t('key'), i18nKey="key" and the *Key: 'key' fields of route and link tables.
      for (const m of code.matchAll(/\bt\(\s*['"`]([\w.]+)['"`]/g)) used.add(m[1]!);
      for (const m of code.matchAll(/\w*[kK]ey\s*[:=]\s*['"]([a-z][\w]*\.[\w.]+)['"]/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !enKeys.has(key))).toEqual([]);
  });
});
