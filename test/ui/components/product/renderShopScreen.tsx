import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { UserProfile } from '../../../../src/domain/user/UserProfile';
import type { CommerceSeed } from '../../../../src/infrastructure/memory/MemoryDatabase';
import { InMemoryAuthService } from '../../../../src/infrastructure/memory/InMemoryAuthService';
import { AppProviders } from '../../../../src/ui/app/AppProviders';
import { createI18n } from '../../../../src/ui/i18n/createI18n';
import type { Language } from '../../../../src/ui/i18n/languages';
import { userFactory } from '../../../factories/userFactory';
import { seedPeople } from '../../../support/seedPeople';
import { PASSWORD, PHONE, setWidth } from '../../app/renderApp';
import { shopWorld, type ShopWorld } from './shopWorld';

interface Options {
  /** The URL to open. */
  path: string;
  /** The route pattern the screen answers (its params come from `path`). */
  route: string;
  screen: ReactElement;
  seed?: CommerceSeed;
  /** The signed-in customer (a complete profile by default); null for a signed-out visitor. */
  user?: UserProfile | null;
  width?: number;
  language?: Language;
  /** Runs on the seeded world before the screen renders (set the clock, add orders...). */
  before?: (world: ShopWorld) => void;
}

/**
 * Renders one shopping screen with the real providers (theme, language, container, session,
 * toasts) over a seeded memory shop, in a memory router where every other path is a stub page
 * named by its path, so a test can see where the screen navigated.
 */
export async function renderShopScreen({
  path,
  route,
  screen,
  seed = {},
  user = userFactory.build(),
  width = PHONE,
  language = 'en',
  before,
}: Options) {
  setWidth(width);
  const world: ShopWorld = shopWorld(seed, user ?? userFactory.build());
  before?.(world);
  if (user) {
    seedPeople(world.container, [user], PASSWORD);
    await world.container.get(InMemoryAuthService).signIn(user.email, PASSWORD);
  }
  const i18n = await createI18n({ storage: { read: () => language, write: () => undefined } });
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <Stub /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders container={world.container} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    world,
    router,
    i18n,
    pathname: () => router.state.location.pathname,
    navigate: (to: string) => act(() => router.navigate(to)),
  };
}

/** Where a screen led: a heading with the path. */
function Stub() {
  return <h1>{`Stub ${useLocation().pathname}`}</h1>;
}
