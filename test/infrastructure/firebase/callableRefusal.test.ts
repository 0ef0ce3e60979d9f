import { describe, expect, it } from 'vitest';
import { refusal } from '../../../src/infrastructure/firebase/CallableShopCommands';

/** A FunctionsError as the web SDK throws it: `code` 'functions/<status>' and the server's message. */
const functionsError = (status: string, message = 'server said no') => Object.assign(new Error(message), { code: `functions/${status}` });

describe('what a refused server call means to the person', () => {
  it.each([
    ['unauthenticated', 'checkout.authFailed', 'orders.mustBeLoggedIn', 'address.saveIssue'],
    ['permission-denied', 'checkout.authIssue', 'orders.permissionDenied', 'address.saveIssue'],
    ['failed-precondition', 'checkout.userSetup', 'orders.permissionDenied', 'address.saveFailed'],
    ['unavailable', 'checkout.databaseError', 'common.network', 'address.saveError'],
    ['deadline-exceeded', 'checkout.databaseError', 'common.network', 'address.saveError'],
    ['internal', 'checkout.databaseError', 'common.network', 'address.saveError'],
    ['invalid-argument', 'checkout.error', 'common.unknown', 'address.saveFailed'],
  ])("'%s' at checkout is '%s', on an order screen '%s', on the address form '%s'", (status, atCheckout, onOrders, onAddress) => {
    expect(refusal(functionsError(status), 'checkout')).toEqual({
      ok: false,
      error: { code: atCheckout, params: { detail: 'server said no' } },
    });
    expect(refusal(functionsError(status), 'orders')).toEqual({ ok: false, error: { code: onOrders } });
    expect(refusal(functionsError(status), 'address')).toEqual({ ok: false, error: { code: onAddress } });
  });

  it("'resource-exhausted' (over the per-person limit) asks the person to wait a minute, on every screen", () => {
    for (const kind of ['checkout', 'orders', 'address'] as const) {
      expect(refusal(functionsError('resource-exhausted'), kind)).toEqual({ ok: false, error: { code: 'common.tooManyRequests' } });
    }
  });

  it('a failure that is not the server’s (the SDK chunk did not load) is an unknown error with its detail', () => {
    expect(refusal(new Error('Failed to fetch dynamically imported module'), 'checkout')).toEqual({
      ok: false,
      error: { code: 'checkout.error', params: { detail: 'Failed to fetch dynamically imported module' } },
    });
  });
});
