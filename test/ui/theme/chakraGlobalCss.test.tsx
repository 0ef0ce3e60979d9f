import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { getSystem } from '../../../src/ui/theme/system';
import { withStaticGlobalCss } from '../../../src/ui/theme/withStaticGlobalCss';

afterEach(cleanup);

const emotionCss = (): string =>
  [...document.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('')
    .trim();

/**
 * index.html carries the system's global CSS as a static file instead of the provider inserting it
 * at start. This keeps the file equal to what the provider would insert: after a theme change it
 * fails, and `npx vitest run -u test/ui/theme/chakraGlobalCss.test.tsx` writes the file again.
 */
it('the static global CSS is the one the theme produces', async () => {
  render(<ChakraProvider value={getSystem()}>page</ChakraProvider>);
  const css = emotionCss();
  expect(css).toContain('--chakra-colors-brand-solid');
  await expect(`${css}\n`).toMatchFileSnapshot('../../../src/ui/theme/chakraGlobal.css');
});

it('building the system in steps (main.tsx does, between tasks) builds the same system', async () => {
  vi.resetModules();
  const fresh = await import('../../../src/ui/theme/system');
  let pauses = 0;
  const system = await fresh.buildSystem(async () => {
    pauses += 1;
  });
  expect(fresh.getSystem()).toBe(system);
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  render(<ChakraProvider value={system}>page</ChakraProvider>);
  await expect(`${emotionCss()}\n`).toMatchFileSnapshot('../../../src/ui/theme/chakraGlobal.css');
  // Chakra as the tests load it has no steps (only the build's does, scripts/vite/chakraSystemInSteps.ts).
  expect(pauses).toBe(0);
});

it('the provider inserts no global CSS of its own', () => {
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  render(<ChakraProvider value={withStaticGlobalCss(getSystem())}>page</ChakraProvider>);
  expect(emotionCss()).not.toContain('--chakra-colors');
});
