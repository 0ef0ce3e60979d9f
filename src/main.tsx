// No `import 'reflect-metadata'` here: inversify imports 'reflect-metadata/lite' itself, which is all
// its decorators use, and nothing reads emitted design-time types (tsconfig emitDecoratorMetadata is
// off). The full polyfill cost 3.6 kB gzip of the first load for nothing.
import { ChakraProvider } from '@chakra-ui/react';
import { startTransition, StrictMode } from 'react';
import type { i18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { VitalsReporterToken, type VitalsReporter } from './application/ports/VitalsReporter';
import { registerServiceWorkerWhenSettled } from './infrastructure/browser/registerServiceWorkerWhenSettled';
import { yieldToMain } from './infrastructure/browser/yieldToMain';
import { createAppContainer } from './infrastructure/di/createAppContainer';
import { App } from './ui/app/App';
import { preloadFirstScreen } from './ui/app/preloadFirstScreen';
import { browserSessionHints } from './ui/app/sessionHints';
import { createI18n } from './ui/i18n/createI18n';
import { GenericErrorScreen } from './ui/shared/fallback/GenericErrorScreen';
import { LocalModeNotice } from './ui/shared/LocalModeNotice';
import { compileSystemCode, getSystem } from './ui/theme/system';
import { withStaticGlobalCss } from './ui/theme/withStaticGlobalCss';

/** Real-user LCP, INP and CLS through the port; web-vitals loads once the first screen is done (whenIdle). */
function reportWebVitals(reporter: VitalsReporter): void {
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
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

const root = createRoot(document.getElementById('root')!);
let i18nReady: Promise<i18n> | undefined;

/**
 * Start-up as short tasks. index.html's static shell is already painted, and the entry's evaluation
 * (every library's module code) is a long task by itself, so nothing more runs in it: the container
 * and the language start loading in the next task, the first screen's code is asked for in the one
 * after, the Chakra system's code is compiled and then the system built in two more, and the first
 * render runs as a transition, which React splits into slices a tap can come between.
 */
async function start(): Promise<void> {
  await yieldToMain();
  const containerReady = createAppContainer();
  i18nReady = createI18n();
  await yieldToMain();
  preloadFirstScreen(window.location.pathname, browserSessionHints.read());
  const i18n = await i18nReady;
  await yieldToMain();
  compileSystemCode();
  await yieldToMain();
  getSystem();
  await yieldToMain();
  const container = await containerReady;
  startTransition(() => {
    root.render(
      <StrictMode>
        <App container={container} i18n={i18n} notice={<LocalModeNotice />} sessionHints={browserSessionHints} />
      </StrictMode>,
    );
  });
  // vite-plugin-pwa writes the worker in production builds only.
  if (import.meta.env.PROD) registerServiceWorkerWhenSettled('/sw.js').catch((error: unknown) => console.warn('No offline copy', error));
  if (container.isBound(VitalsReporterToken)) {
    const reporter = container.get(VitalsReporterToken);
    whenIdle(() => reportWebVitals(reporter));
  }
}

start().catch(async (error: unknown) => {
  console.error('The shop could not start', error);
  const i18n = await (i18nReady ?? createI18n());
  root.render(
    <ChakraProvider value={withStaticGlobalCss(getSystem())}>
      <I18nextProvider i18n={i18n}>
        <GenericErrorScreen />
      </I18nextProvider>
    </ChakraProvider>,
  );
});
