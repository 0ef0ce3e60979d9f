import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createSystem, defaultConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryExportsSteps, systemInSteps, tokenDictionaryInSteps } from '../../../scripts/vite/chakraSystemInSteps';

const CHAKRA = resolve('node_modules/@chakra-ui/react/dist/esm');
// Inside node_modules, so the copies' own imports (other packages) resolve as the originals' do.
const COPY = resolve('node_modules/.cache/chakra-system-in-steps-test/esm');

type Steps = Generator<undefined, SystemContext, undefined>;
let stepped: { createSystem: (...configs: SystemConfig[]) => SystemContext; createSystemSteps: (...configs: SystemConfig[]) => Steps };

/** The build's transform of one of Chakra's files, written over its copy. */
const transformCopy = (file: string, transform: (code: string) => string): void => {
  const path = join(COPY, file);
  writeFileSync(path, transform(readFileSync(path, 'utf8')));
};

beforeAll(async () => {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(dirname(COPY), { recursive: true });
  cpSync(CHAKRA, COPY, { recursive: true });
  transformCopy('styled-system/token-dictionary.js', tokenDictionaryInSteps);
  transformCopy('styled-system/system.js', systemInSteps);
  stepped = await import(/* @vite-ignore */ join(COPY, 'styled-system/system.js'));
}, 60_000);

afterAll(() => rmSync(dirname(COPY), { recursive: true, force: true }));

/** What a system gives the rest of Chakra: the tokens' CSS, the flat token values, some styles, a recipe. */
const outputOf = (system: SystemContext) => ({
  tokenCss: system.getTokenCss(),
  globalCss: system.getGlobalCss(),
  flat: [...system.tokens.flatMap],
  palettes: [...system.tokens.colorPaletteMap].map(([name, vars]) => [name, [...vars]]),
  css: system.css({ bg: 'red.500', p: 4, color: 'fg.muted', _hover: { bg: 'colorPalette.solid' }, md: { m: '2', shadow: 'md' } }),
  button: system.cva(system.getRecipe('button'))({ variant: 'outline', size: 'sm' }),
  token: system.token('colors.gray.200'),
});

describe("Chakra's system in steps (the build's transform)", () => {
  it('builds, step by step, the system createSystem builds at once', () => {
    const steps = stepped.createSystemSteps(defaultConfig);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(outputOf(step.value)).toEqual(outputOf(createSystem(defaultConfig)));
  });

  it('keeps createSystem, which runs the steps without stopping', () => {
    expect(outputOf(stepped.createSystem(defaultConfig))).toEqual(outputOf(createSystem(defaultConfig)));
  });

  it("exports the steps from the package's entry", () => {
    const entry = entryExportsSteps(readFileSync(join(CHAKRA, 'index.js'), 'utf8'));
    expect(entry).toContain('createSystemSteps');
  });

  it("fails the build, naming the file, when Chakra's code is not what it expects", () => {
    expect(() => systemInSteps('function createSystem() {}')).toThrow(/Chakra's system\.js changed/);
    expect(() => tokenDictionaryInSteps('')).toThrow(/Chakra's token-dictionary\.js changed/);
  });
});
