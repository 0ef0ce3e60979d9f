import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, standIn } from '../support/renderPage';

afterEach(cleanup);

describe('offline screen in Hindi (issue 18)', () => {
  it("offers 'फिर से कोशिश करें' (try again), not 'फिर से जोड़ें' (add again)", async () => {
    const app = await renderPage({ path: '/about' });
    await screen.findByRole('heading', { name: standIn('/about') });
    await act(() => app.i18n.changeLanguage('hi'));
    act(() => app.connectivity.setOnline(false));
    expect(screen.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'फिर से जोड़ें' })).toBeNull();
  });
});
