import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import hi from '../../../src/ui/i18n/hi.json';
import type { Language } from '../../../src/ui/i18n/languages';
import { createNotifier, type ToastRequest } from '../../../src/ui/shared/createNotifier';

type Tree = { [key: string]: string | Tree };

const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : texts(value, `${prefix}${key}.`)));

const hindi = texts(hi as Tree);
const using = (fragment: string) => hindi.filter(([, text]) => text.includes(fragment)).map(([key]) => key);

const i18nIn = (language: Language): Promise<i18n> => createI18n({ storage: { read: () => language, write: () => undefined } });

describe('Hindi that a shopper in a small town reads without effort (issue 18)', () => {
  describe('one spelling for each nasal vowel: the chandrabindu, as in गाँव', () => {
    it.each([
      ['एँ', 'एं'], // जाएँ, हटाएँ, दिखाएँ, बताएँ
      ['पहुँ', 'पहुं'],
      ['हाँ', 'हां'], // हाँ, यहाँ, वहाँ, कहाँ
      ['ढूँढ', 'ढूंढ'],
      ['माँग', 'मांग'],
      ['गाँव', 'गांव'],
      ['जाँच', 'जांच'],
      ['उँगली', 'उंगली'],
    ])('writes %s, never %s', (kept, never) => {
      expect(using(never)).toEqual([]);
      expect(using(kept).length).toBeGreaterThan(0);
    });
  });

  it("says 'सेव करें' for save everywhere, never the bookish 'सहेजें'", () => {
    expect(using('सहेज')).toEqual([]);
    expect(hi.screens.addressDetails.save).toBe('पता सेव करें');
    expect(hi.messages.address.saved).toBe('पता सेव हो गया! आपको {{target}} पर ले जा रहे हैं...');
  });

  it('passes every unit and order status through a format that says it in Hindi', () => {
    const bare = hindi.filter(
      ([key, text]) => /\{\{(unit|status)\}\}/.test(text) || (key.endsWith('unitMismatch') && /\{\{(from|to)\}\}/.test(text)),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  describe('words from the data, inside a sentence', () => {
    let hindiT: i18n['t'];
    let englishT: i18n['t'];
    beforeAll(async () => {
      hindiT = (await i18nIn('hi')).t;
      englishT = (await i18nIn('en')).t;
    });

    it('says the stock unit of a loose item in Hindi, whatever its stored spelling', () => {
      const params = { n: 300, k: 0, variant: '500g' };
      expect(hindiT('messages.checkout.onlyNUnitAvailable', { ...params, unit: 'gram' })).toBe('केवल 300 ग्राम बचा है (0 × 500g)');
      expect(hindiT('messages.checkout.onlyNUnitAvailable', { ...params, unit: 'Kg' })).toBe('केवल 300 किलो बचा है (0 × 500g)');
      expect(hindiT('messages.product.unitMismatch', { from: 'ml', to: 'gram' })).toContain('(मि.ली. से ग्राम)');
      // A unit the shop has no word for is shown as it was written.
      expect(hindiT('messages.checkout.onlyNUnitAvailable', { ...params, unit: 'bori' })).toBe('केवल 300 bori बचा है (0 × 500g)');
      expect(englishT('messages.checkout.onlyNUnitAvailable', { ...params, unit: 'gram' })).toBe('Only 300 gram available (0 × 500g)');
    });

    it("toasts 'Order status updated to {status}' with the status word the order badges use", async () => {
      const toasts: ToastRequest[] = [];
      createNotifier(hindiT, (toast) => toasts.push(toast)).success('orders.statusUpdated', { status: 'pending' });
      createNotifier(hindiT, (toast) => toasts.push(toast)).success('orders.statusUpdated', { status: 'accepted' });
      createNotifier(englishT, (toast) => toasts.push(toast)).success('orders.statusUpdated', { status: 'pending' });
      expect(toasts.map((toast) => toast.title)).toEqual([
        'ऑर्डर की स्थिति बदल दी गई, अब: नया',
        'ऑर्डर की स्थिति बदल दी गई, अब: स्वीकार किया',
        'Order status updated to pending',
      ]);
    });
  });
});
