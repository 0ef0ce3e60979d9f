import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import en from '../../../src/ui/i18n/en.json';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { hasMoreStrings, loadMoreStrings } from '../../../src/ui/i18n/moreStrings';

afterEach(cleanup);

const memoryStorage = { read: () => null, write: () => undefined };

function Savings() {
  const { t } = useTranslation();
  return <p>{t('screens.cart.savings')}</p>;
}

it("starts with the first screen's English only, and adds the rest once, redrawing what already shows", async () => {
  const i18n = await createI18n({ storage: memoryStorage });
  expect(i18n.t('screens.login.email')).toBe(en.screens.login.email);
  expect(i18n.exists('screens.cart.savings')).toBe(false);
  expect(hasMoreStrings(i18n)).toBe(false);
  render(
    <I18nextProvider i18n={i18n}>
      <Savings />
    </I18nextProvider>,
  );
  expect(screen.getByText('screens.cart.savings')).toBeTruthy();

  const first = loadMoreStrings(i18n);
  expect(loadMoreStrings(i18n)).toBe(first);
  await act(() => first);
  expect(hasMoreStrings(i18n)).toBe(true);
  expect(screen.getByText(en.screens.cart.savings)).toBeTruthy();
  expect(i18n.t('screens.login.email')).toBe(en.screens.login.email);
});
