import { act, render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import type { UserProfile } from '../../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../../src/infrastructure/memory/InMemoryAuthService';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createAppRoutes } from '../../../../src/ui/app/createAppRoutes';
import { lazyScreen } from '../../../../src/ui/app/lazyScreen';
import { ROUTE_TABLE } from '../../../../src/ui/app/routeTable';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import type { Language } from '../../../../src/ui/i18n/languages';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedPeople } from '../../../support/seedPeople';
import { PASSWORD, PHONE, setWidth } from '../../app/renderApp';

/** The account screens these tests render for real; every other route shows 'Screen <path>'. */
const REAL = new Set(['/login', '/about', '/maps-test', '/address-setup', '/settings', '/complete-profile', '/profile', '/location']);

export const standIn = (path: string) => `Screen ${path}`;

const ACCOUNT_TABLE = ROUTE_TABLE.map((entry) =>
  REAL.has(entry.path) || entry.path === '*'
    ? entry
    : { ...entry, screen: lazyScreen(async () => ({ default: () => <h1>{standIn(entry.path)}</h1> })) },
);

interface Options {
  path?: string;
  /** Location state, as a guard or a link would pass it ({ from: '/checkout' }). */
  state?: unknown;
  /** Signed in as this profile (stored, with an account whose password is PASSWORD). */
  user?: UserProfile;
  /** A container the test has already seeded or rebound. */
  container?: Container;
  language?: Language;
  width?: number;
  /** Renders this element on every path instead of the app's routes (component tests). */
  element?: ReactElement;
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

function Routes({ routes, probe }: { routes: RouteObject[]; probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return useRoutes(routes);
}

/** Renders the account screens inside the real providers, guards and layout, over the memory adapters. */
export async function renderShop({
  path = '/',
  state,
  user,
  container = createTestContainer(),
  language = 'en',
  width = PHONE,
  element,
}: Options = {}) {
  setWidth(width);
  // Loading a screen's code the first time is slow under a busy test run: have it before the first find.
  if (!element) await Promise.all(ACCOUNT_TABLE.filter((entry) => REAL.has(entry.path)).map((entry) => entry.screen.preload()));
  const auth = container.get(InMemoryAuthService);
  if (user) {
    seedPeople(container, [user], PASSWORD);
    await auth.signIn(user.email, PASSWORD);
  }
  let stored: string | null = language;
  const i18n = await createI18n({ storage: { read: () => stored, write: (l) => void (stored = l) } });
  const probe: Probe = {};
  const routes = element ? [{ path: '*', element }] : createAppRoutes(undefined, ACCOUNT_TABLE);
  const view = render(
    <AppProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes routes={routes} probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    container,
    auth,
    i18n,
    navigate: (to: string) => act(async () => void (await probe.navigate!(to))),
    pathname: () => probe.location!.pathname,
  };
}
