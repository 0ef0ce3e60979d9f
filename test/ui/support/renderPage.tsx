import { act, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import type { CommerceSeed } from '../../../src/infrastructure/memory/MemoryDatabase';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createAppRoutes } from '../../../src/ui/app/createAppRoutes';
import { lazyScreen, type LazyScreen } from '../../../src/ui/app/lazyScreen';
import { ROUTE_TABLE, type RouteEntry } from '../../../src/ui/app/routeTable';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { loadMoreStrings } from '../../../src/ui/i18n/moreStrings';
import type { Language } from '../../../src/ui/i18n/languages';
import { cartLineFactory } from '../../factories/cartFactory';
import { userFactory } from '../../factories/userFactory';
import { connectivityOf } from '../../support/seedCommerce';
import { seedPeople } from '../../support/seedPeople';
import { PHONE, setWidth } from './setWidth';
import { shopWorld, type ShopWorld } from './shopWorld';

/** The password of the signed-in user's account. */
export const PASSWORD = 'secret-123';

/** The heading of a stand-in screen, so a test sees where the page led without depending on that screen. */
export const standIn = (path: string) => `Screen ${path}`;

/** A screen's code on a busy test run can take seconds; a page still loading after this is a failure. */
const LOADING_TIMEOUT_MS = 10_000;

export interface PageOptions {
  /** The URL to open, with its query if any. */
  path?: string;
  /** Location state, as a guard or a link passes it ({ from: '/checkout' }). */
  state?: unknown;
  /**
   * The app's routes (layout, bars, guards) show a stand-in for every screen of the route table but
   * these (route-table paths), or every real screen with 'all'. The not-found page is always real.
   */
  real?: readonly string[] | 'all';
  /** Instead of the app's routes: this element alone (no layout, no guards) at `route`; other paths show a stand-in. */
  element?: ReactElement;
  /** The route pattern `element` answers, its params taken from `path`; every path by default. */
  route?: string;
  /** Instead of the app's routes: these. */
  routes?: RouteObject[];
  /** Signed in as this profile (stored in the user repository, with an account whose password is PASSWORD); signed out without. */
  user?: UserProfile | null;
  /** Quantities of the lines in the signed-in user's cart. */
  cart?: number[];
  /** The memory shop: catalogue, carts, orders, history, delivery codes, store settings. */
  seed?: CommerceSeed;
  /** Runs on the seeded world before anyone signs in and the page renders (set the clock, bind a port...); awaited. */
  before?: (world: ShopWorld) => unknown;
  language?: Language;
  /** Told of every lookup of a key the page's loaded strings lack. */
  onMissingKey?: (key: string) => void;
  /** 'firstScreen': only the English the app's entry carries, as on a first screen; all of it by default. */
  strings?: 'all' | 'firstScreen';
  width?: number;
  /** Hands over once nothing says 'Loading…' (the session, a screen's code, its data), as a person would wait; false to see it. */
  waitForLoading?: boolean;
}

/** One stand-in screen per route path, shared by every render so its code loads once. */
const standIns = new Map<string, LazyScreen>();
const standInScreen = (path: string): LazyScreen => {
  let lazy = standIns.get(path);
  if (!lazy) {
    lazy = lazyScreen(async () => ({ default: () => <h1>{standIn(path)}</h1> }));
    standIns.set(path, lazy);
  }
  return lazy;
};

/** Where an element rendered alone led: a stand-in named by the path. */
function StandInHere() {
  return <h1>{standIn(useLocation().pathname)}</h1>;
}

const tableWith = (real: readonly string[] | 'all'): RouteEntry[] =>
  ROUTE_TABLE.map((entry) =>
    real === 'all' || entry.path === '*' || real.includes(entry.path) ? entry : { ...entry, screen: standInScreen(entry.path) },
  );

function routesOf({ real = [], element, route = '*', routes }: PageOptions): RouteObject[] {
  if (routes) return routes;
  if (element)
    return route === '*'
      ? [{ path: '*', element }]
      : [
          { path: route, element },
          { path: '*', element: <StandInHere /> },
        ];
  return createAppRoutes(undefined, tableWith(real));
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Renders the routes, and hands the test the router's location and navigate. */
function Routes({ routes, probe }: { routes: RouteObject[]; probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return useRoutes(routes);
}

async function loadingFinished(i18n: I18n): Promise<void> {
  const loading = `[role="status"][aria-label="${i18n.t('common.loading')}"]`;
  await waitFor(
    () => {
      if (document.querySelector(loading)) throw new Error(`The page is still loading after ${LOADING_TIMEOUT_MS} ms`);
    },
    { timeout: LOADING_TIMEOUT_MS },
  );
}

/**
 * Renders a page of the shop the way a person opens it: at a URL, signed in or not, in a language,
 * at a window width, with the real providers (theme, language, container, session, toasts) over a
 * seeded memory shop, in a memory router. The test gets the container and the world to read what
 * changed, and the router's navigate and location.
 */
export async function renderPage(options: PageOptions = {}) {
  const { path = '/', state, user, cart = [], seed = {}, before, language = 'en', width = PHONE, waitForLoading = true } = options;
  setWidth(width);
  const world = shopWorld(seed, user ?? userFactory.build());
  const { container } = world;
  await before?.(world);
  const auth = container.get(InMemoryAuthService);
  if (user) {
    seedPeople(container, [user], PASSWORD);
    for (const [i, qty] of cart.entries()) await world.carts.setLine(user.uid, `line-${i}`, cartLineFactory.build({ qty }));
    await auth.signIn(user.email, PASSWORD);
  }
  // Screens shown for real load their code before the first render: a redirect to one then shows it at once.
  if (options.real && options.real !== 'all') {
    await Promise.all(ROUTE_TABLE.filter((entry) => options.real!.includes(entry.path)).map((entry) => entry.screen.preload()));
  }
  let stored: string | null = language;
  const i18n = await createI18n({ storage: { read: () => stored, write: (l) => void (stored = l) }, onMissingKey: options.onMissingKey });
  // The app holds every screen but the first ones until all of English is in (RouteFrame); a test
  // page has all of it from the start unless it checks what the first screens alone get.
  if (options.strings !== 'firstScreen') await loadMoreStrings(i18n);
  const probe: Probe = {};
  const view = render(
    <AppProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
        <Routes routes={routesOf(options)} probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  if (waitForLoading) await loadingFinished(i18n);
  return {
    ...view,
    world,
    container,
    auth,
    i18n,
    connectivity: connectivityOf(container),
    /** Client-side navigation, as a link click would do. */
    navigate: (to: string) => act(async () => void (await probe.navigate!(to))),
    pathname: () => probe.location!.pathname,
    locationState: () => probe.location!.state as unknown,
  };
}
