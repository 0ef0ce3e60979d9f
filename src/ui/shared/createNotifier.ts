import type { TFunction } from 'i18next';
import type { ErrorParams, Result } from '../../domain/shared/Result';

export interface ToastRequest {
  readonly type: 'success' | 'error';
  readonly title: string;
}

/** Shows the codes that view models return as translated toasts (docs/SPEC.md 'Error catalogue' messages). */
export interface Notifier {
  success(code: string, params?: ErrorParams): void;
  error(code: string, params?: ErrorParams): void;
  /** A failed result shows its error; a successful one shows `successCode` when given. */
  result(result: Result<unknown>, successCode?: string): void;
  /** A result that names its own success message (`{ code: 'orders.accepted' }`); null (nothing done) shows nothing. */
  outcome(result: Result<{ code: string; params?: ErrorParams }> | null): void;
}

export function createNotifier(t: TFunction, show: (toast: ToastRequest) => void): Notifier {
  const notify = (type: ToastRequest['type'], code: string, params?: ErrorParams) =>
    show({ type, title: t(`messages.${code}`, params ?? {}) });
  return {
    success: (code, params) => notify('success', code, params),
    error: (code, params) => notify('error', code, params),
    result(result, successCode) {
      if (!result.ok) notify('error', result.error.code, result.error.params);
      else if (successCode) notify('success', successCode);
    },
    outcome(result) {
      if (!result) return;
      if (result.ok) notify('success', result.value.code, result.value.params);
      else notify('error', result.error.code, result.error.params);
    },
  };
}
