import { statSync } from 'node:fs';

/**
 * Firebase mode in the browser (README, Modes): a project id and a web API key are set, so the shop
 * binds the Firebase adapters. The values are made up; `demo-` is Firebase's own prefix for projects
 * that have no real resources. Each build below adds its own.
 */
const FIREBASE_ENV: Record<string, string> = {
  VITE_FIREBASE_PROJECT_ID: 'demo-e2e-shop',
  VITE_FIREBASE_API_KEY: 'e2e-not-a-real-web-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: '',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '',
  VITE_FIREBASE_APP_ID: '',
  VITE_FIREBASE_STORE_ID: '',
  VITE_USE_FIREBASE_EMULATORS: 'false',
  // Set, even empty, so a developer's .env.local cannot change the mode under test.
  VITE_MAPS: '',
  VITE_GOOGLE_MAPS_MAP_ID: '',
};

export interface FirebaseServer {
  /** The Playwright project that runs against this build. */
  project: string;
  /** The tag a test in e2e/maps.spec.ts carries to run in that project. */
  tag: string;
  port: number;
  url: string;
  /** VITE_* variables of this build. */
  env: Record<string, string>;
  /** Build output, one per port so developers running side by side do not overwrite each other. */
  outDir: string;
}

/** host:port of an emulator as the environment names it (scripts/lib/emulators.sh), or firebase.json's. */
const emulatorAt = (value: string | undefined, fallback: string): string => (value ?? fallback).replace(/^https?:\/\//, '');

/**
 * The Firebase-mode builds of the browser tests, on `basePort` and the port after it:
 * - 'firebase': the shop wired to the emulators `npm test` runs (Auth, the Cloud SDK's Firestore,
 *   the server functions), with no Google Maps key ('Map not available', manual entry): the
 *   journeys of e2e/firebase and the no-key case of e2e/maps.spec.ts;
 * - 'firebase-maps-blocked': a made-up project with a Maps key whose script request the test
 *   blocks ('Failed to load Google Maps API').
 */
export function firebaseServers(basePort: number): FirebaseServer[] {
  const server = (project: string, tag: string, port: number, env: Record<string, string>): FirebaseServer => ({
    project,
    tag,
    port,
    url: `http://127.0.0.1:${port}`,
    env: { ...FIREBASE_ENV, ...env },
    outDir: `dist-e2e/${project}-${port}`,
  });
  return [
    server('firebase', '@no-maps-key', basePort, {
      // The project the Functions emulator serves; the emulators accept any API key.
      VITE_FIREBASE_PROJECT_ID: 'demo-shop',
      VITE_USE_FIREBASE_EMULATORS: 'true',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorAt(process.env.FIREBASE_AUTH_EMULATOR_HOST, '127.0.0.1:9099'),
      VITE_FIRESTORE_EMULATOR_HOST: emulatorAt(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080'),
      VITE_FUNCTIONS_EMULATOR_HOST: emulatorAt(process.env.FUNCTIONS_EMULATOR_ORIGIN, '127.0.0.1:5001'),
      VITE_GOOGLE_MAPS_API_KEY: '',
    }),
    // Not an example value (isPlaceholderKey), so the shop really asks Google for the script.
    server('firebase-maps-blocked', '@maps-blocked', basePort + 1, { VITE_GOOGLE_MAPS_API_KEY: 'e2e-maps-key-request-is-blocked' }),
  ];
}

/** Builds this server's dist with its variables, then previews it (about 5 to 10 s per build). */
export function firebaseServerCommand({ outDir, port }: FirebaseServer): string {
  return (
    `npx vite build --logLevel error --outDir ${outDir} && ` +
    `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`
  );
}

/** `playwright test` options whose value is the next argument (a value is never a file filter). */
const TAKES_VALUE = new Set([
  '-c',
  '--config',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--reporter',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--max-failures',
  '--shard',
  '--output',
  '--trace',
  '--global-timeout',
  '--tsconfig',
]);

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * False only when this `playwright test` command line certainly leaves the Firebase projects out,
 * so `npx playwright test e2e/shell.spec.ts` does not wait for two extra builds: every --project
 * named is a local one, or every positional argument is an existing spec file other than
 * maps.spec.ts. Anything it cannot read for sure (a regex filter, an unknown option's value) keeps
 * the servers, so a full run always has them.
 */
export function firebaseServersNeeded(argv: readonly string[], projects: readonly string[]): boolean {
  const start = argv.indexOf('test');
  if (start < 0) return true;
  const args = argv.slice(start + 1);
  const named: string[] = [];
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
    else if (arg === '--project') named.push(args[++i] ?? '');
    else if (TAKES_VALUE.has(arg)) i += 1;
    else if (!arg.startsWith('-')) positional.push(arg);
  }
  const couldMatch = (name: string): boolean => name.includes('*') || projects.includes(name);
  if (named.length > 0 && !named.some(couldMatch)) return false;
  const files = positional.map((arg) => arg.replace(/(:\d+){1,2}$/, ''));
  const otherSpecsOnly = files.length > 0 && files.every((file) => isFile(file) && !/maps\.spec\.ts$|[\\/]firebase[\\/]/.test(file));
  return !otherSpecsOnly;
}
