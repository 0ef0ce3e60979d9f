import type { SystemContext } from '@chakra-ui/react';

/**
 * The system as ChakraProvider gets it: without its global CSS (the reset, every token as a CSS
 * variable, the body styles). That CSS never changes at run time, so index.html carries it
 * (chakraGlobal.css, inlined by vite.config.ts) and the first paint has it before any script runs.
 * Left to the provider, Emotion serialises and parses it in the first render's commit: about 200 ms
 * on a 4x throttled CPU, plus 110 ms to build it (see the `shop:chakra-lazy-global` build transform).
 */
export function withStaticGlobalCss(system: SystemContext): SystemContext {
  return Object.create(system, { _global: { value: [] } }) as SystemContext;
}
