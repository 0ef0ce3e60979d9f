import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppToaster, AppToasterStore } from './AppToaster';
import { createNotifier, type Notifier, type ToastRequest } from './createNotifier';
import { retryUntilLoaded } from './retryUntilLoaded';

const NotifyContext = createContext<Notifier | null>(null);
const loadToaster = retryUntilLoaded(() => import('./AppToaster'));

interface LoadedToaster {
  store: AppToasterStore;
  View: typeof AppToaster;
}

/**
 * Offers useNotify() to everything below and renders the toasts. The toast machinery (about
 * 10 kB gzip) is downloaded with the first toast instead of holding up the first screen.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<LoadedToaster | null>(null);
  const loading = useRef<Promise<LoadedToaster> | null>(null);

  const show = useCallback((toast: ToastRequest) => {
    loading.current ??= loadToaster().then(({ AppToaster, createAppToaster }) => {
      const toaster = { store: createAppToaster(), View: AppToaster };
      setLoaded(toaster);
      return toaster;
    });
    void loading.current.then(({ store }) => store.create({ ...toast, closable: true }));
  }, []);

  const notifier = useMemo(() => createNotifier(t, show), [t, show]);
  return (
    <NotifyContext.Provider value={notifier}>
      {children}
      {loaded && <loaded.View toaster={loaded.store} closeLabel={t('common.close')} />}
    </NotifyContext.Provider>
  );
}

/**
 * Success and error toasts from codes: `notify.result(await vm.save(), 'product.saved')`,
 * `notify.error('session.logoutFailed')`. Text comes from messages.<code> in the current language.
 */
export function useNotify(): Notifier {
  const notifier = useContext(NotifyContext);
  if (!notifier) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notifier;
}
