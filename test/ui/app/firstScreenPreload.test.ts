import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readRouteScreens } from '../../../scripts/vite/firstScreenPreload';
import { ROUTE_TABLE } from '../../../src/ui/app/routeTable';

// The build reads the route table's source to preload each path's screen from index.html
// (scripts/vite/firstScreenPreload.ts). Every row must come out, in order, with its own screen.
it("the build's reading of the route table has every route, each with its screen's module", () => {
  const rows = readRouteScreens(readFileSync('src/ui/app/routeTable.ts', 'utf8'));
  expect(rows.map(([path]) => path)).toEqual(ROUTE_TABLE.map((route) => route.path));
  expect(rows.find(([path]) => path === '/login')?.[1]).toBe('src/ui/screens/login/LoginScreen.tsx');
  expect(rows.find(([path]) => path === '/product/:group/:subgroup/:productId')?.[1]).toBe('src/ui/screens/product/ProductScreen.tsx');
});
