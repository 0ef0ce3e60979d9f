// eslint-disable-next-line no-restricted-imports -- read for createSystemSteps only (systemSteps below), not for Button
import * as chakra from '@chakra-ui/react';
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { skeleton } from './skeletonRecipe';
import { skeletonStyles } from './skeletonStyles';
import { addToCartButtonStyles } from '../components/product/addToCartButtonStyles';
import { priceBlockStyles } from '../components/product/priceBlockStyles';
import { quantityStepperStyles } from '../components/product/quantityStepperStyles';
import { productGridSkeletonStyles } from '../components/product/productGridSkeletonStyles';
import { productCardStyles } from '../components/product/productCardStyles';
import { productImageStyles } from '../components/product/productImageStyles';
import { categoryScreenStyles } from '../screens/category/categoryScreenStyles';
import { subgroupChipsStyles } from '../screens/category/components/subgroupChipsStyles';
import { groupBrowserStyles } from '../screens/home/components/groupBrowserStyles';
import { productRowStyles } from '../screens/home/components/productRowStyles';
import { searchBoxStyles } from '../screens/home/components/searchBoxStyles';
import { homeScreenStyles } from '../screens/home/homeScreenStyles';
import { productBreadcrumbStyles } from '../screens/product/components/productBreadcrumbStyles';
import { imageCarouselStyles } from '../screens/product/components/imageCarouselStyles';
import { mobileBuyBarStyles } from '../screens/product/components/mobileBuyBarStyles';
import { productScreenStyles } from '../screens/product/productScreenStyles';
import { loginScreenStyles } from '../screens/login/loginScreenStyles';
import { pageIntroStyles } from '../shared/pageIntroStyles';
import { selectFieldStyles } from '../shared/selectFieldStyles';
import { appLayoutStyles } from '../layout/appLayoutStyles';
import { bottomBarStyles } from '../layout/bottomBarStyles';
import { topBarStyles } from '../layout/topBarStyles';

/** System fonts only (no web-font download); Devanagari faces for Hindi on phones and desktops. */
const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', " +
  "'Noto Sans Devanagari', 'Lohit Devanagari', 'Nirmala UI', 'Mangal', sans-serif";

/** The shop's dark green; 800 is the brand accent (also the theme-color in index.html). */
const brand = {
  50: { value: '#e8f5e9' },
  100: { value: '#c8e6c9' },
  200: { value: '#a5d6a7' },
  300: { value: '#81c784' },
  400: { value: '#4caf50' },
  500: { value: '#388e3c' },
  600: { value: '#2e7d32' },
  700: { value: '#256d2a' },
  800: { value: '#1b5e20' },
  900: { value: '#124116' },
  950: { value: '#0a270d' },
};

const brandSemantic = {
  contrast: { value: 'white' },
  fg: { value: '{colors.brand.800}' },
  subtle: { value: '{colors.brand.50}' },
  muted: { value: '{colors.brand.100}' },
  emphasized: { value: '{colors.brand.200}' },
  solid: { value: '{colors.brand.800}' },
  focusRing: { value: '{colors.brand.600}' },
  border: { value: '{colors.brand.600}' },
};

/**
 * Colour palettes nothing in the shop uses. Every palette is some forty tokens the system builds and
 * index.html declares as CSS variables at start: leaving these four out takes a sixth off building
 * the system (in its own long task on every first screen). A colorPalette from this list draws nothing.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const used = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette))) as T;

/**
 * The shop has no dark mode: each semantic token keeps its light value alone. With both, every one of
 * them was registered three times in the system (base, light and dark: 166 of the system's 572
 * tokens) and index.html declared its variable twice more (`:root, .light` and `.dark`).
 */
function lightOnly<T>(tree: T): T {
  if (tree === null || typeof tree !== 'object') return tree;
  const node = tree as Record<string, unknown>;
  if ('value' in node) {
    const value = node.value as Record<string, unknown> | string;
    return (typeof value === 'object' && value !== null && '_light' in value ? { ...node, value: value._light } : node) as T;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

/**
 * Chakra's solid orange and green (shade 600) put white text below the WCAG AA ratio of 4.5:1
 * (3.3 to 3.7, an axe 'serious' violation on every status badge); shade 700 passes (6.8 to 7.9).
 */
const readableSolids = Object.fromEntries(
  (['orange', 'green'] as const).map((palette) => [
    palette,
    { ...semanticTokens.colors[palette], solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } } },
  ]),
);

/**
 * The global CSS: Chakra's reset and body styles, and the static classes of what the pages draw as
 * plain elements. A page gets it only as index.html's stylesheet (chakraGlobal.css, which
 * test/ui/theme/chakraGlobalCss.test.tsx writes from this); the build's system never serialises it
 * (vite.config.ts, shop:chakra-lazy-global) and the provider gets none (withStaticGlobalCss). So the
 * production bundle leaves it out, and each file's styles are a function for the same reason: as
 * objects they were evaluated and shipped in every first screen's JavaScript, and nothing read them.
 */
const staticGlobalCss = (): SystemConfig['globalCss'] =>
  import.meta.env.PROD
    ? {}
    : {
        ...globalCss,
        html: { ...globalCss.html, colorPalette: 'brand' },
        body: { fontFamily: 'body', textSizeAdjust: '100%' },
        ...appLayoutStyles(),
        ...topBarStyles(),
        ...bottomBarStyles(),
        ...skeletonStyles(),
        ...productGridSkeletonStyles(),
        ...productImageStyles(),
        ...priceBlockStyles(),
        ...productCardStyles(),
        ...addToCartButtonStyles(),
        ...quantityStepperStyles(),
        ...productRowStyles(),
        ...homeScreenStyles(),
        ...searchBoxStyles(),
        ...groupBrowserStyles(),
        ...subgroupChipsStyles(),
        ...categoryScreenStyles(),
        ...productScreenStyles(),
        ...productBreadcrumbStyles(),
        ...imageCarouselStyles(),
        ...mobileBuyBarStyles(),
        ...selectFieldStyles(),
        ...pageIntroStyles(),
        ...loginScreenStyles(),
      };

/**
 * The Chakra system built from the base config plus only the recipes the shop renders.
 * Chakra's defaultConfig carries every recipe (~80 kB gzip, ~800 ms of start-up blocking time on
 * a throttled phone, TOOLCHAIN.md). A component whose recipe is missing renders unstyled: add its
 * recipe here when a screen starts using it.
 *
 * The global CSS also styles what a page draws by the dozen (product cards and their skeletons,
 * prices, photos, the home page's group cards and chips), and the product page's frame, drawn in the
 * render that paints its photo, as plain elements with classes: it is static in index.html
 * (chakraGlobal.css), so those elements cost no style work at render (docs/BENCHMARK.md, issue 40).
 *
 * No cascade layers: Chromium restyles the whole document whenever a rule inside `@layer` is added
 * to a stylesheet (23.5 ms for 1,000 elements unthrottled, against 0.2 ms for the same rule outside
 * a layer), and Emotion adds a recipe's rule when the first element using it renders, so a tap on
 * Add to Cart (its spinner, then the stepper) restyled every element of the page (docs/BENCHMARK.md).
 * Without layers a recipe's styles and the element's style props merge into one rule, style props
 * last, so they still win; but a recipe's state styles (`_hover`, `_disabled`...) now beat a plain
 * style prop of the same property: give the state too when overriding one.
 */
const config = defineConfig({
  preflight: true,
  disableLayers: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: staticGlobalCss(),
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // The page spinner's turn, visible while it runs: hidden (opacity 0) during its delay.
      'spin-shown': { from: { opacity: 1, transform: 'rotate(0deg)' }, to: { opacity: 1, transform: 'rotate(360deg)' } },
    },
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...used(tokens.colors), brand },
      fonts: { ...tokens.fonts, heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: { ...used(semanticTokens.colors), ...readableSolids, brand: brandSemantic },
    }),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      // toast: not here. src/ui/shared/AppToaster.tsx passes toastSlotRecipe itself, so its styles
      // download with the toaster, after the first screen.
    },
  },
});

let built: SystemContext | null = null;

type Steps = Generator<undefined, SystemContext, undefined>;
/**
 * The build's Chakra builds a system in steps (scripts/vite/chakraSystemInSteps.ts); Chakra as
 * shipped, which the dev server and the tests load, has only createSystem: one step.
 */
const systemSteps: (...configs: SystemConfig[]) => Steps =
  (chakra as unknown as { createSystemSteps?: (...configs: SystemConfig[]) => Steps }).createSystemSteps ??
  // eslint-disable-next-line require-yield -- one step: Chakra as shipped cannot stop inside createSystem
  function* (...configs) {
    return createSystem(...configs);
  };

/**
 * The Chakra system, built in steps with `pause()` between them, and kept. Built in one go it was a
 * task of 15 to 35 ms of CPU time on every first screen (90 to 200 ms on a phone), after a task of
 * its own compiling the code; the build's steps take 2 to 6 ms each (docs/BENCHMARK.md, issue 40).
 * src/main.tsx builds it before the first render.
 */
export async function buildSystem(pause: () => Promise<void>): Promise<SystemContext> {
  if (built) return built;
  const steps = systemSteps(defaultBaseConfig, config);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) {
      built ??= step.value;
      return built;
    }
    await pause();
  }
}

/** The Chakra system, built at once if buildSystem() has not built it yet (the tests, the error screen). */
export function getSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, config);
  return built;
}
