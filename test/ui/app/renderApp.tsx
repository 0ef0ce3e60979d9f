import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { CartRepositoryToken } from '../../../src/application/ports/CartRepository';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { InMemoryAuthService } from '../../../src/infrastructure/memory/InMemoryAuthService';
import { InMemoryConnectivity } from '../../../src/infrastructure/memory/InMemoryConnectivity';
import { InMemoryUserRepository } from '../../../src/infrastructure/memory/InMemoryUserRepository';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createAppRoutes } from '../../../src/ui/app/createAppRoutes';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import type { LanguageStorage } from '../../../src/ui/i18n/languageStorage';
import { cartLineFactory } from '../../factories/cartFactory';
import { createTestContainer } from '../../support/createTestContainer';

export const PHONE = 360;
export const DESKTOP = 1280;
export const PASSWORD = 'secret-123';

interface Options {
  path?: string;
  /** Signed in as this profile (stored in the user repository); signed out when absent. */
  user?: UserProfile;
  /** Quantities of the lines in the signed-in user's cart. */
  cart?: number[];
  width?: number;
  routes?: RouteObject[];
}

type HappyWindow = Window & { happyDOM: { setViewport(viewport: { width: number; height: number }): void } };

/** Sets the window width; the large-screen media query follows it. */
export const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

/** Seeds the memory adapters, then renders the real app (providers, routes, layout) in a memory router. */
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
  const router = createMemoryRouter(routes ?? createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders container={container} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    container,
    i18n,
    auth,
    connectivity: container.get(InMemoryConnectivity),
    pathname: () => router.state.location.pathname,
  };
}
