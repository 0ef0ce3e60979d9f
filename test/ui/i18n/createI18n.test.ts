import { beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import type { LanguageStorage } from '../../../src/ui/i18n/languageStorage';
import { selectLanguage } from '../../../src/ui/i18n/selectLanguage';

const memoryStorage = (initial: string | null = null): LanguageStorage & { value: string | null } => ({
  value: initial,
  read() {
    return this.value;
  },
  write(language) {
    this.value = language;
  },
});

const failingLoad = () => Promise.reject(new Error('chunk failed'));

describe('createI18n', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English by default', async () => {
    const i18n = await createI18n({ storage: memoryStorage() });
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.logout')).toBe('Logout');
  });

  it('falls back to the default text, then to the key, for a missing key', async () => {
    const i18n = await createI18n({ storage: memoryStorage() });
    expect(i18n.t('screens.nothing.here', 'Plain default')).toBe('Plain default');
    expect(i18n.t('screens.nothing.here')).toBe('screens.nothing.here');
  });

  it('interpolates message parameters', async () => {
    const i18n = await createI18n({ storage: memoryStorage() });
    expect(i18n.t('messages.cart.clampedVariant', { n: 3, variant: '1kg' })).toBe('Only 3 1kg available. Added 3 to your cart.');
  });

  it('loads Hindi on demand and shows it', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ storage });
    expect(i18n.hasResourceBundle('hi', 'translation')).toBe(false);
    await selectLanguage(i18n, 'hi');
    expect(i18n.t('nav.logout')).toBe('लॉग आउट');
    expect(storage.value).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('uses English when the Hindi file fails to load', async () => {
    const i18n = await createI18n({ storage: memoryStorage('hi'), loadBundle: failingLoad });
    expect(i18n.t('nav.logout')).toBe('Logout');
    expect(i18n.t('fallback.offline.title')).toBe("You're Offline");
  });

  it('asks for Hindi again when chosen after a failed load', async () => {
    let fail = true;
    const i18n = await createI18n({
      storage: memoryStorage(),
      loadBundle: async () => {
        if (fail) throw new Error('offline');
        return (await import('../../../src/ui/i18n/hi.json')).default;
      },
    });
    await selectLanguage(i18n, 'hi');
    expect(i18n.t('nav.logout')).toBe('Logout');
    fail = false;
    await selectLanguage(i18n, 'hi');
    expect(i18n.t('nav.logout')).toBe('लॉग आउट');
  });

  it('keeps the choice across a reload (a new instance reads localStorage)', async () => {
    const first = await createI18n();
    await selectLanguage(first, 'hi');
    expect(localStorage.getItem('lang')).toBe('hi');

    const afterReload = await createI18n();
    expect(afterReload.language).toBe('hi');
    expect(afterReload.t('nav.home')).toBe('होम');
  });

  it('ignores an unknown stored language', async () => {
    const i18n = await createI18n({ storage: memoryStorage('fr') });
    expect(i18n.language).toBe('en');
  });
});
