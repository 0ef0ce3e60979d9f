import { expect } from '@playwright/test';
import { firebaseServers } from '../helpers/firebaseServers';
import { test } from '../helpers/phones';

// The Firebase build's index.html opens the connections of the first screen's chain (Auth's check,
// then Firestore's reads) while the page loads its code (scripts/vite/firebasePreconnect.ts, wired in
// vite.config.ts; docs/BENCHMARK.md, issue 40): here, to the emulators this build talks to.

test("the first screen opens the connections to Auth's and Firestore's servers before its code asks", async ({ phones }) => {
  // The firebase project's build, whose variables do not depend on its port.
  const { env } = firebaseServers(0).find(({ project }) => project === 'firebase')!;
  const page = await phones.phone('visitor');
  await page.goto('/login');
  const preconnects = await page
    .locator('head link[rel="preconnect"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')]));
  expect(preconnects).toEqual(
    expect.arrayContaining([
      [`http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`, ''],
      [`http://${env.VITE_FIRESTORE_EMULATOR_HOST}`, ''],
    ]),
  );
});
