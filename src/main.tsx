// No `import 'reflect-metadata'` here: inversify imports 'reflect-metadata/lite' itself, which is all
// its decorators use, and nothing reads emitted design-time types (tsconfig emitDecoratorMetadata is
// off). The full polyfill cost 3.6 kB gzip of the first load for nothing.
import { ChakraProvider } from '@chakra-ui/react';
import { startTransition, StrictMode } from 'react';
import type { i18n } from 'i18next';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { VitalsReporterToken, type VitalsReporter } from './application/ports/VitalsReporter';
import { registerServiceWorkerWhenSettled, whenFirstScreenSettled } from './infrastructure/browser/registerServiceWorkerWhenSettled';
import { yieldToMain } from './infrastructure/browser/yieldToMain';
import { createAppContainer } from './infrastructure/di/createAppContainer';
import { App } from './ui/app/App';
import { preloadFirstScreen } from './ui/app/preloadFirstScreen';
import { browserSessionHints } from './ui/app/sessionHints';
import { createI18n } from './ui/i18n/createI18n';
import { FIRST_SCREEN_ROUTES } from './ui/i18n/firstScreenSections';
import { loadMoreStrings } from './ui/i18n/moreStrings';
import { GenericErrorScreen } from './ui/shared/fallback/GenericErrorScreen';
import { LocalModeNotice } from './ui/shared/LocalModeNotice';
import { retryUntilLoaded } from './ui/shared/retryUntilLoaded';
import { buildSystem, getSystem } from './ui/theme/system';
import { withStaticGlobalCss } from './ui/theme/withStaticGlobalCss';

/** Real-user LCP, INP and CLS through the port; web-vitals loads once the first screen is done (whenIdle). */
function reportWebVitals(reporter: VitalsReporter): void {
  void retryUntilLoaded(() => import('web-vitals'))().then(({ onCLS, onINP, onLCP }) => {
    const send = ({
      name,
      value,
      rating,
      id,
    }: {
      name: string;
      value: number;
      rating: 'good' | 'needs-improvement' | 'poor';
      id: string;
    }) => {
      if (name === 'LCP' || name === 'INP' || name === 'CLS') reporter.report({ name, value, rating, id });
    };
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}

/** Runs `work` once the browser is idle after the first screen, or after five seconds at the latest. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1);
}

let root: Root | undefined;
/** React's root, made on first use: making it adds React's hundred-odd event listeners, a task's worth of work. */
const reactRoot = (): Root => (root ??= createRoot(document.getElementById('root')!));
let i18nReady: Promise<i18n> | undefined;

/**
 * Start-up as short tasks. index.html's static shell is already painted, and the entry's libraries
 * have been evaluated in tasks of their own (scripts/vite/paintBeforeEntry.ts), so the entry's
 * evaluation runs its own modules and nothing more: React's root is made in the next task, the
 * container starts loading in the one after, then the language, then the first screen's code is asked
 * for, the Chakra system is built in steps of a task each, and the first render runs as a transition,
 * which React splits into slices a tap can come between.
 */
async function start(): Promise<void> {
  await yieldToMain();
  reactRoot();
  await yieldToMain();
  const containerReady = createAppContainer();
  await yieldToMain();
  i18nReady = createI18n();
  await yieldToMain();
  const route = preloadFirstScreen(window.location.pathname, browserSessionHints.read());
  await yieldToMain();
  await buildSystem(yieldToMain);
  const i18n = await i18nReady;
  // A screen other than the first screens waits for the rest of English: ask for it beside its code.
  const firstScreen = route !== undefined && FIRST_SCREEN_ROUTES.includes(route.path);
  if (!firstScreen) loadMoreStrings(i18n).catch(() => undefined);
  await yieldToMain();
  const container = await containerReady;
  startTransition(() => {
    reactRoot().render(
      <StrictMode>
        <App container={container} i18n={i18n} notice={<LocalModeNotice />} sessionHints={browserSessionHints} />
      </StrictMode>,
    );
  });
  const settled = whenFirstScreenSettled();
  // vite-plugin-pwa writes the worker in production builds only.
  if (import.meta.env.PROD)
    registerServiceWorkerWhenSettled('/sw.js', settled).catch((error: unknown) => console.warn('No offline copy', error));
  if (container.isBound(VitalsReporterToken)) {
    const reporter = container.get(VitalsReporterToken);
    whenIdle(() => reportWebVitals(reporter));
  }
  // The next screen will find its words in; asked for once the first screen has settled, as the
  // worker's precache is, so as not to share the slow connection with its pictures (a failure is
  // asked again by the next screen).
  if (firstScreen) void settled.then(() => loadMoreStrings(i18n)).catch(() => undefined);
}

start().catch(async (error: unknown) => {
  console.error('The shop could not start', error);
  const i18n = await (i18nReady ?? createI18n());
  reactRoot().render(
    <ChakraProvider value={withStaticGlobalCss(getSystem())}>
      <I18nextProvider i18n={i18n}>
        <GenericErrorScreen />
      </I18nextProvider>
    </ChakraProvider>,
  );
});
