import type { OrderAlert } from '../../../src/domain/alerts/OrderAlert';
import type { Language } from '../../../src/domain/shared/Language';
import { alertText, type AlertText } from '../../../src/ui/alerts/alertText';
import en from '../../../src/ui/i18n/en.json';
import hi from '../../../src/ui/i18n/hi.json';

type Tree = { [key: string]: string | Tree };
const BUNDLES: Record<Language, Tree> = { en, hi };

const lookup = (tree: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * A push's words in the receiver's language: the open app's own (alertText over en.json and
 * hi.json), read here without i18next. A key missing in Hindi falls back to English, as in the app.
 */
export function pushText(alert: OrderAlert, language: Language): AlertText {
  return alertText(alert, (key, params = {}) =>
    (lookup(BUNDLES[language], key) ?? lookup(en, key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? ''),
  );
}
