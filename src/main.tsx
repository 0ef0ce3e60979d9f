// No `import 'reflect-metadata'` here: inversify imports 'reflect-metadata/lite' itself, which is all
// its decorators use, and nothing reads emitted design-time types (tsconfig emitDecoratorMetadata is
// off). The full polyfill cost 3.6 kB gzip of the first load for nothing.
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { VitalsReporterToken, type VitalsReporter } from './application/ports/VitalsReporter';
import { createAppContainer } from './infrastructure/di/createAppContainer';
import { App } from './ui/app/App';
import { preloadFirstScreen } from './ui/app/preloadFirstScreen';
import { createI18n } from './ui/i18n/createI18n';
import { GenericErrorScreen } from './ui/shared/fallback/GenericErrorScreen';
import { LocalModeNotice } from './ui/shared/LocalModeNotice';
import { system } from './ui/theme/system';

/** Real-user LCP, INP and CLS through the port; web-vitals loads after the first paint. */
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

const root = createRoot(document.getElementById('root')!);

// The first screen's code, the container and the language bundle download side by side.
preloadFirstScreen(window.location.pathname);
const i18nReady = createI18n();

Promise.all([createAppContainer(), i18nReady]).then(
  ([container, i18n]) => {
    root.render(
      <StrictMode>
        <App container={container} i18n={i18n} notice={<LocalModeNotice />} />
      </StrictMode>,
    );
    if (container.isBound(VitalsReporterToken)) reportWebVitals(container.get(VitalsReporterToken));
  },
  async (error: unknown) => {
    console.error('The shop could not start', error);
    const i18n = await i18nReady;
    root.render(
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          <GenericErrorScreen />
        </I18nextProvider>
      </ChakraProvider>,
    );
  },
);
