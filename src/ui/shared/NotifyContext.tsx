import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createNotifier, type AppToaster, type Notifier } from './createNotifier';

const NotifyContext = createContext<Notifier | null>(null);

/** Renders the app's toasts and offers useNotify() to everything below. */
export function NotifyProvider({ toaster, children }: { toaster: AppToaster; children: ReactNode }) {
  const { t } = useTranslation();
  const notifier = useMemo(() => createNotifier(toaster, t), [toaster, t]);
  const closeLabel = t('common.close');
  return (
    <NotifyContext.Provider value={notifier}>
      {children}
      <Portal>
        <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger aria-label={closeLabel} />}
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
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
