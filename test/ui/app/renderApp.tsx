import { act, render } from '@testing-library/react';
import type { Container } from 'inversify';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryConnectivity } from '../../../src/infrastructure/memory/InMemoryConnectivity';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createAppRoutes } from '../../../src/ui/app/createAppRoutes';
import { lazyScreen } from '../../../src/ui/app/lazyScreen';
import { ROUTE_TABLE, type RouteEntry } from '../../../src/ui/app/routeTable';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import type { LanguageStorage } from '../../../src/ui/i18n/languageStorage';
import { cartLineFactory } from '../../factories/cartFactory';
import { createTestContainer } from '../../support/createTestContainer';

export const PHONE = 360;
export const DESKTOP = 1280;
export const PASSWORD = 'secret-123';

/** A stand-in for a route's screen, so these tests do not depend on what each screen does. */
export const screenName = (routePath: string) => `Screen ${routePath}`;

/** The real route table with stand-in screens (the not-found page, part of the shell, stays real). */
const PROBE_TABLE: RouteEntry[] = ROUTE_TABLE.map((entry) =>
  entry.path === '*' ? entry : { ...entry, screen: lazyScreen(async () => ({ default: () => <h1>{screenName(entry.path)}</h1> })) },
);

interface Options {
  path?: string;
  /** Signed in as this profile (stored in the user repository); signed out when absent. */
  user?: UserProfile;
  /** Quantities of the lines in the signed-in user's cart. */
  cart?: number[];
  width?: number;
  /** Routes to render instead of the app's routes over stand-in screens. */
  routes?: RouteObject[];
}

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

/** Sets the window width; the large-screen media query follows it. */
export const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

/** Renders the given routes, and hands the test the router's location and navigate. */
function Routes({ routes, probe }: { routes: RouteObject[]; probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return useRoutes(routes);
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/**
 * Seeds the memory adapters, then renders the app (real providers, guards, layout and bars) in a
 * memory router, with a stand-in heading 'Screen <route path>' for each screen.
 */
export async function renderApp({ path = '/', user, cart = [], width = PHONE, routes }: Options = {}) {
  setWidth(width);
  const container: Container = createTestContainer();
  const auth = container.get(InMemoryAuthService);
  if (user) {
    auth.addAccount(user.email, PASSWORD, { uid: user.uid });
    await container.get(InMemoryUserRepository).create(user);
    const carts = container.get(CartRepositoryToken);
    for (const [i, qty] of cart.entries()) await carts.setLine(user.uid, `line-${i}`, cartLineFactory.build({ qty }));
    await auth.signIn(user.email, PASSWORD);
  }
  let stored: string | null = null;
  const storage: LanguageStorage = { read: () => stored, write: (l) => void (stored = l) };
  const i18n = await createI18n({ storage });
  const probe: Probe = {};
  const view = render(
    <AppProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes ?? createAppRoutes(undefined, PROBE_TABLE)} probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    /** Client-side navigation, as a link click would do. */
    navigate: (to: string) => act(async () => void (await probe.navigate!(to))),
    locationState: () => probe.location!.state as unknown,
    container,
    i18n,
    auth,
    connectivity: container.get(InMemoryConnectivity),
    pathname: () => probe.location!.pathname,
  };
}
