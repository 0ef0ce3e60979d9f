import { describe, expect, it } from 'vitest';
import { refusal } from '../../../src/infrastructure/firebase/CallableShopCommands';

/** A FunctionsError as the web SDK throws it: `code` 'functions/<status>' and the server's message. */
const functionsError = (status: string, message = 'server said no') => Object.assign(new Error(message), { code: `functions/${status}` });

describe('what a refused server call means to the person', () => {
  it.each([
    ['unauthenticated', 'checkout.authFailed', 'orders.mustBeLoggedIn'],
    ['permission-denied', 'checkout.authIssue', 'orders.permissionDenied'],
    ['failed-precondition', 'checkout.userSetup', 'orders.permissionDenied'],
    ['unavailable', 'checkout.databaseError', 'common.network'],
    ['deadline-exceeded', 'checkout.databaseError', 'common.network'],
    ['invalid-argument', 'checkout.error', 'common.unknown'],
  ])("'%s' at checkout is '%s', on an order screen '%s'", (status, atCheckout, elsewhere) => {
    expect(refusal(functionsError(status), true)).toEqual({ ok: false, error: { code: atCheckout, params: { detail: 'server said no' } } });
    expect(refusal(functionsError(status), false)).toEqual({ ok: false, error: { code: elsewhere } });
  });

  it('a failure that is not the server’s (the SDK chunk did not load) is an unknown error with its detail', () => {
    expect(refusal(new Error('Failed to fetch dynamically imported module'), true)).toEqual({
      ok: false,
      error: { code: 'checkout.error', params: { detail: 'Failed to fetch dynamically imported module' } },
    });
  });
});
