import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '../../../src/domain/shared/Result';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import type { Notifier } from '../../../src/ui/shared/createNotifier';
import { useNotify } from '../../../src/ui/shared/NotifyContext';
import { TOAST_DURATION_MS } from '../../../src/ui/shared/toastDuration';
import { createTestContainer } from '../../support/createTestContainer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderNotifier(): Promise<Notifier> {
  let notifier: Notifier | null = null;
  const Grab = () => {
    notifier = useNotify();
    return null;
  };
  const i18n = await createI18n({ storage: { read: () => null, write: () => undefined } });
  render(
    <AppProviders container={createTestContainer()} i18n={i18n}>
      <Grab />
    </AppProviders>,
  );
  return notifier!;
}

describe('notify', () => {
  it('hides toasts after 5000 ms (SPEC section 9)', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows an error code as its translated message, with parameters', async () => {
    const notify = await renderNotifier();
    act(() => notify.error('cart.clampedVariant', { n: 2, variant: '5kg' }));
    expect(await screen.findByText('Only 2 5kg available. Added 2 to your cart.')).toBeTruthy();
  });

  it('shows a failed result as an error and a successful one as the success message', async () => {
    const notify = await renderNotifier();
    act(() => notify.result(err('orders.notAssigned')));
    act(() => notify.result(ok(undefined), 'orders.placed'));
    expect(await screen.findByText('This order is not assigned to you.')).toBeTruthy();
    expect(await screen.findByText('Order placed successfully')).toBeTruthy();
  });

  it("shows a result's own success message or its error, and nothing for a tap that did nothing (null)", async () => {
    const notify = await renderNotifier();
    const before = document.body.innerHTML;
    act(() => notify.outcome(null));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.body.innerHTML).toBe(before);
    act(() => notify.outcome(ok({ code: 'orders.accepted' })));
    act(() => notify.outcome(err('orders.alreadyAccepted')));
    expect(await screen.findByText('Order accepted.')).toBeTruthy();
    expect(await screen.findByText('This order was already accepted by someone else.')).toBeTruthy();
  });

  it('removes the toast once its time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notify = await renderNotifier();
    act(() => notify.success('orders.accepted'));
    expect(await screen.findByText('Order accepted.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    await waitFor(() => expect(screen.queryByText('Order accepted.')).toBeNull());
  });
});
