import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesInRender } from '../../../scripts/vite/chakraStylesInRender';

const FACTORY = readFileSync(resolve('node_modules/@chakra-ui/react/dist/esm/styled-system/factory.js'), 'utf8');

describe("Chakra's elements insert their styles as they render (the build's transform)", () => {
  it('calls Emotion at render instead of in an insertion effect, and nothing else changes', () => {
    const out = stylesInRender(FACTORY);
    expect(out).toContain('const rules = insertStyles(cache2, serialized, isStringTag);');
    expect(out.match(/useInsertionEffectAlwaysWithSyncFallback\(/g)).toBeNull();
    // Only that statement differs.
    const rest = (code: string) => code.replace(/ {2}const rules = [^;]*\)\s*\);|\s{2}const rules = insertStyles\([^)]*\);/, '');
    expect(rest(out)).toBe(rest(FACTORY));
  });

  it("fails the build when Chakra's factory is not what it expects", () => {
    expect(() => stylesInRender('export const x = 1;')).toThrow(/factory\.js changed/);
  });
});
