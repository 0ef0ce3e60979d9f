import type { Plugin } from 'vite';

const FACTORY = /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;

const IN_COMMIT = `  const rules = useInsertionEffectAlwaysWithSyncFallback(
    () => insertStyles(cache2, serialized, isStringTag)
  );`;

/**
 * Every Chakra element adds its CSS rule to the page through Emotion in an insertion effect, which
 * React runs in the commit: one task, never split, that on the first screen had Emotion's CSS
 * compiler (stylis) turn each new class into rules for half of the commit's 20 to 30 ms of CPU time.
 * Lighthouse counts every part of a task over 50 ms (at its slowed CPU) as blocking. Inserted as the
 * element renders instead, the same rules are made in the render, which React does in slices of a
 * few milliseconds when it renders in a transition, as the first screen does; Emotion's insertStyles
 * skips a class already in the page, so a render that is thrown away leaves at most a rule no element
 * uses. The rules are Emotion's class rules outside any cascade layer (src/ui/theme/system.ts), so an
 * early one restyles nothing that is already on the screen.
 */
export function stylesInRender(code: string): string {
  const at = code.indexOf(IN_COMMIT);
  if (at < 0 || code.indexOf(IN_COMMIT, at + 1) >= 0) {
    throw new Error("shop:chakra-styles-in-render: Chakra's styled-system/factory.js changed: update scripts/vite/chakraStylesInRender.ts");
  }
  return `${code.slice(0, at)}  const rules = insertStyles(cache2, serialized, isStringTag);${code.slice(at + IN_COMMIT.length)}`;
}

/** The build's Chakra elements insert their styles as they render (the dev server and the tests keep Chakra as shipped). */
export function chakraStylesInRender(): Plugin {
  return {
    name: 'shop:chakra-styles-in-render',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      return FACTORY.test(id) ? { code: stylesInRender(code), map: null } : null;
    },
  };
}
