import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { MAX_LINE_QTY } from '../../../../src/domain/cart/quantity';
import { QuantityStepper } from '../../../../src/ui/components/product/QuantityStepper';
import { createI18n } from '../../../../src/ui/i18n/createI18n';

afterEach(cleanup);

/** The stepper for two bags of feed; what its taps asked for. */
async function renderStepper({ qty = 2, busy = false } = {}) {
  const taps: string[] = [];
  const i18n = await createI18n({ storage: { read: () => 'en', write: () => undefined } });
  render(
    <I18nextProvider i18n={i18n}>
      <QuantityStepper qty={qty} name="Cattle Feed" busy={busy} onMinus={() => taps.push('minus')} onPlus={() => taps.push('plus')} />
    </I18nextProvider>,
  );
  return taps;
}

it('asks for one fewer and one more', async () => {
  const taps = await renderStepper();
  fireEvent.click(screen.getByRole('button', { name: 'Remove one Cattle Feed' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add one more Cattle Feed' }));
  expect(taps).toEqual(['minus', 'plus']);
});

it('while a change is on its way, takes no tap but keeps the focus of the button tapped', async () => {
  const taps = await renderStepper({ busy: true });
  for (const name of ['Remove one Cattle Feed', 'Add one more Cattle Feed']) {
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A disabled button would drop the keyboard's focus to the top of the page at every slow tap.
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
  }
  expect(taps).toEqual([]);
});

it('offers no more past the most a line may hold', async () => {
  const taps = await renderStepper({ qty: MAX_LINE_QTY });
  const plus = screen.getByRole('button', { name: 'Add one more Cattle Feed' });
  expect(plus.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(plus);
  expect(taps).toEqual([]);
});
