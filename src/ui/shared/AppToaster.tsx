import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { TOAST_DURATION_MS } from './toastDuration';

export type AppToasterStore = ReturnType<typeof createToaster>;

export const createAppToaster = (): AppToasterStore =>
  createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 3, pauseOnPageIdle: true });

/** The toast stack. Loaded with the first toast (see NotifyProvider), not with the first screen. */
export function AppToaster({ toaster, closeLabel }: { toaster: AppToasterStore; closeLabel: string }) {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // The toast's styles come with the toaster (src/ui/theme/system.ts leaves them out of the first load).
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
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
  );
}
