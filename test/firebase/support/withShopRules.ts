import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { firestoreEmulator } from './emulatorHosts';

/**
 * Loads the shop's firestore.rules into the emulator's `projectId` before the suite and cleans up
 * after it: the Cloud SDK's emulator starts with every write allowed, so suites that act as signed-in
 * people must put the real rules in place first.
 */
export function withShopRules(projectId: string): void {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    const at = firestoreEmulator()!;
    env = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: at.host, port: at.port },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
}
