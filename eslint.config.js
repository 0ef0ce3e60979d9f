import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layer rule of docs/ARCHITECTURE.md. Each layer lists what it must never import;
// a break fails `npm run lint` and therefore CI.
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const outerLayers = (names, message) => ({
  regex: `(^|/)(${names})(/|$)`,
  message,
});

export default tseslint.config(
  {
    ignores: [
      'functions/lib',
      'dist',
      'dist-e2e',
      '.bench-dist',
      'dev-dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier wraps code at 140; this catches what it leaves alone (comments, long strings).
      'max-len': ['error', { code: 140, ignoreUrls: true }],
    },
  },
  layer(
    ['src/domain/**'],
    [
      outerLayers('application|infrastructure|ui', 'domain imports nothing outside the domain'),
      { regex: '^[^.]', message: 'domain is pure: no packages, no frameworks' },
    ],
  ),
  layer(
    ['src/application/**'],
    [
      outerLayers('infrastructure|ui', 'application imports only the domain'),
      { regex: '^(?!\\.|inversify$)', message: 'application imports only the domain (and inversify for its tokens)' },
    ],
  ),
  layer(
    ['src/ui/**'],
    [
      outerLayers('infrastructure/(firebase|local|memory|google-maps)', 'ui never imports an adapter; use the container hook'),
      { regex: '^(firebase|@firebase|@googlemaps)', message: 'ui never imports an SDK' },
      // The use-case rule of docs/ARCHITECTURE.md: screens reach stored data and outside services only
      // through use cases (and ShopCommands); the ports they may inject are the device's own.
      {
        regex: 'application/ports/(?!(Clock|Connectivity|CurrentUser|IdGenerator|MapView|VitalsReporter|ShopCommands|DemoData)$)[A-Za-z]+$',
        importNamePattern: 'Token$',
        message: 'ui injects use cases, not data ports: add or use a use case in src/application (docs/ARCHITECTURE.md)',
      },
      {
        regex: '^@chakra-ui/react$',
        importNames: ['Button'],
        message: "use src/ui/shared/Button: Chakra's drops the keyboard's focus while it is loading",
      },
    ],
  ),
  layer(['src/infrastructure/**'], [outerLayers('ui', 'infrastructure never imports the ui')]),
);
