import { createToaster } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ErrorParams, Result } from '../../domain/shared/Result';
import { TOAST_DURATION_MS } from './toastDuration';

export type AppToaster = ReturnType<typeof createToaster>;

/** Shows the codes that view models return as translated toasts (SPEC section 8 messages). */
export interface Notifier {
  success(code: string, params?: ErrorParams): void;
  error(code: string, params?: ErrorParams): void;
  /** A failed result shows its error; a successful one shows `successCode` when given. */
  result(result: Result<unknown>, successCode?: string): void;
}

export const createAppToaster = (): AppToaster =>
  createToaster({ placement: 'top', duration: TOAST_DURATION_MS, max: 3, pauseOnPageIdle: true });

export function createNotifier(toaster: AppToaster, t: TFunction): Notifier {
  const show = (type: 'success' | 'error', code: string, params?: ErrorParams) => {
    toaster.create({ type, title: t(`messages.${code}`, params ?? {}), closable: true });
  };
  return {
    success: (code, params) => show('success', code, params),
    error: (code, params) => show('error', code, params),
    result(result, successCode) {
      if (!result.ok) show('error', result.error.code, result.error.params);
      else if (successCode) show('success', successCode);
    },
  };
}
