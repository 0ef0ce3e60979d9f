import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import type { ErrorParams } from '../../../domain/shared/Result';

/**
 * A message a shopping view model wants shown: a code of ErrorCode (translated as
 * messages.<code>) and how it reads: a failure, a change that went through with a warning
 * (clamped to stock), or plain success.
 */
export interface ShopMessage {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly tone: 'error' | 'warning' | 'success';
}

export const shopMessage = (tone: ShopMessage['tone'], error: { code: ErrorCode; params?: ErrorParams }): ShopMessage =>
  error.params ? { code: error.code, params: error.params, tone } : { code: error.code, tone };
