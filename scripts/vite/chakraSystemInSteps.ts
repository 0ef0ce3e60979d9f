import type { Plugin } from 'vite';

/**
 * Chakra's `createSystem` builds the whole system (merging the configs, the token dictionary, the
 * style utilities, the conditions) in one synchronous call: one task of 15 to 35 ms of CPU time at
 * start-up on this project's hosts, 90 to 200 ms on a phone, before the first render can start.
 * Lighthouse counts every part of a task over 50 ms (at its slowed CPU) as blocking. These
 * transforms give the build's Chakra a generator twin, `createSystemSteps`, that does the same work
 * in the same order but stops between its parts, so that src/ui/theme/system.ts can let the browser
 * run between them. `createSystem` itself runs the steps without stopping and gives the same system.
 *
 * Each transform checks the code it expects and fails the build if Chakra's file has changed.
 */
type Transform = (code: string) => string;

/** Runs a steps generator to its end: the synchronous function the generator was made from. */
const RUN_STEPS = `function runSteps(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}`;

function replaceOnce(code: string, search: string, replacement: string, file: string): string {
  const at = code.indexOf(search);
  if (at < 0 || code.indexOf(search, at + search.length) >= 0) {
    throw new Error(`shop:chakra-system-in-steps: Chakra's ${file} changed (looked for ${JSON.stringify(search.slice(0, 60))})`);
  }
  return code.slice(0, at) + replacement + code.slice(at + search.length);
}

/** styled-system/token-dictionary.js: the dictionary in five steps (registering, then the build's phases). */
export const tokenDictionaryInSteps: Transform = (code) => {
  const file = 'token-dictionary.js';
  let out = replaceOnce(code, 'function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {', file);
  out = replaceOnce(
    out,
    `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`,
    `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  applyTransforms("pre");
  addConditionalTokens();
  yield;
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
}
${RUN_STEPS}
function createTokenDictionary(options) {
  return runSteps(createTokenDictionarySteps(options));
}`,
    file,
  );
  // The build's phases above replace the one call of build(), whose body they repeat in order.
  out = replaceOnce(
    out,
    `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
`,
    '',
    file,
  );
  return replaceOnce(
    out,
    'export { createTokenDictionary, tokenCategories };',
    'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
    file,
  );
};

/** styled-system/system.js: the system in steps: merged configs, the dictionary's steps, the utilities, the rest. */
export const systemInSteps: Transform = (code) => {
  const file = 'system.js';
  let out = replaceOnce(
    code,
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionarySteps } from './token-dictionary.js';",
    file,
  );
  out = replaceOnce(out, 'function createSystem(...configs) {', 'function* createSystemSteps(...configs) {', file);
  out = replaceOnce(out, '  const config = mergeConfigs(...configs);\n', '  const config = mergeConfigs(...configs);\n  yield;\n', file);
  out = replaceOnce(out, '  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({', file);
  out = replaceOnce(out, '  const utility = createUtility({', '  yield;\n  const utility = createUtility({', file);
  out = replaceOnce(out, '  function assignComposition() {', '  yield;\n  function assignComposition() {', file);
  out = replaceOnce(
    out,
    'function getTokenMap(tokens) {',
    `${RUN_STEPS}
function createSystem(...configs) {
  return runSteps(createSystemSteps(...configs));
}
function getTokenMap(tokens) {`,
    file,
  );
  return replaceOnce(out, 'export { createSystem, isValidSystem };', 'export { createSystem, createSystemSteps, isValidSystem };', file);
};

/** index.js: the package's entry exports the steps beside createSystem. */
export const entryExportsSteps: Transform = (code) =>
  replaceOnce(
    code,
    "export { createSystem, isValidSystem } from './styled-system/system.js';",
    "export { createSystem, createSystemSteps, isValidSystem } from './styled-system/system.js';",
    'index.js',
  );

const TRANSFORMS: ReadonlyArray<[RegExp, Transform]> = [
  [/node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/, tokenDictionaryInSteps],
  [/node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/, systemInSteps],
  [/node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/, entryExportsSteps],
];

/** The build's Chakra with `createSystemSteps` (the dev server and the tests keep Chakra as shipped: one step). */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'shop:chakra-system-in-steps',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const transform = TRANSFORMS.find(([file]) => file.test(id))?.[1];
      return transform ? { code: transform(code), map: null } : null;
    },
  };
}
