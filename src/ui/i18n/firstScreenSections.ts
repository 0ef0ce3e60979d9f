/**
 * The sections of en.json that the entry carries: what the layout, the first screen of /login, the
 * shop, a category page, a product page and the not-found page read, and the messages any of them
 * can show. scripts/vite/firstScreenStrings.ts cuts en.json by this list at build time, so a key
 * added to one of these sections is on the first screen with no other change. Everything else, two
 * thirds of the file, loads on demand (src/ui/i18n/moreStrings.ts): after the first screen, or
 * before any other screen draws. A section a first screen starts to read belongs here;
 * test/ui/i18n/firstScreenStrings.test.tsx renders those screens with this part alone and names
 * any key they miss.
 */
export const FIRST_SCREEN_SECTIONS = [
  'common',
  'units',
  'nav',
  'titles',
  'fallback',
  'messages',
  'screens.notFound',
  'screens.login',
  'screens.shop',
  'screens.home',
  'screens.category',
  'screens.product',
  'screens.store',
  'screens.charges',
] as const;

/** The routes whose screens read only the sections above: every other screen waits for the rest of English. */
export const FIRST_SCREEN_ROUTES: readonly string[] = [
  '/login',
  '/',
  '/home',
  '/category/:category',
  '/product/:group/:subgroup/:productId',
  '*',
];
