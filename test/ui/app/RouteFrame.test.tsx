import { act, cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { createAppRoutes } from '../../../src/ui/app/createAppRoutes';
import { lazyScreen } from '../../../src/ui/app/lazyScreen';
import { RouteFrame } from '../../../src/ui/app/RouteFrame';
import { loadMoreStrings } from '../../../src/ui/i18n/moreStrings';
import { renderPage } from '../support/renderPage';

afterEach(cleanup);

const Late = () => <h1>Late screen</h1>;

it('keeps the one spinner on screen while the code of a screen opened before all of English arrives', async () => {
  let deliver: (code: { default: ComponentType }) => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => (deliver = resolve));
  const entry = { path: '/late', kind: 'public' as const, screen: lazyScreen(() => code) };
  const layout = createAppRoutes()[0]!;
  const routes: RouteObject[] = [
    { element: layout.element, children: [{ path: entry.path, element: <RouteFrame entry={entry} /> }, ...(layout.children ?? [])] },
  ];
  const { i18n } = await renderPage({ path: '/late', routes, strings: 'firstScreen', waitForLoading: false });

  // The frame asked for the rest of English as it mounted: the same download, arriving now.
  await act(() => loadMoreStrings(i18n));
  // An urgent update here hid this spinner (display: none) and showed the boundary's fallback beside it.
  const spinners = document.querySelectorAll('main [role="status"]');
  expect(spinners).toHaveLength(1);
  expect(spinners[0]!.closest('[style*="display: none"]')).toBeNull();

  await act(async () => deliver({ default: Late }));
  expect(await screen.findByRole('heading', { name: 'Late screen' })).toBeTruthy();
  expect(document.querySelector('main [role="status"]')).toBeNull();
});
