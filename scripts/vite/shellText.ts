import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html takes the store's name (in its top bar) and /login's top (inside its #root). */
export const APP_NAME_MARK = '<!-- shop:app-name -->';
export const LOGIN_SHELL_MARK = '<!-- shop:login-shell -->';

type Language = 'en' | 'hi';
type Strings = { common: { appName: string }; titles: { login: string }; screens: { login: { intro: string } } };
export type ShellStrings = Record<Language, { appName: string; title: string; intro: string }>;

const shellStrings = (language: Language) => {
  const strings = JSON.parse(readFileSync(resolve(`src/ui/i18n/${language}.json`), 'utf8')) as Strings;
  return { appName: strings.common.appName, title: strings.titles.login, intro: strings.screens.login.intro };
};

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One text in both languages; index.html's CSS shows the reader's. */
const bothLanguages = (strings: ShellStrings, pick: (s: ShellStrings[Language]) => string): string =>
  (['en', 'hi'] as const).map((language) => `<span lang="${language}">${escapeHtml(pick(strings[language]))}</span>`).join('');

/**
 * /login's title and intro as static markup, with the classes LoginScreen and PageIntro draw them with
 * (index.html's static CSS styles both). index.html shows it on /login in place of the spinner: the
 * intro is /login's largest text, so the page's largest paint is the shell's first frame instead of
 * coming after the app's code has arrived and run. The app then draws the same text in its place.
 */
export function loginShellMarkup(strings: ShellStrings): string {
  return [
    '<main class="shop-main shell-login" aria-busy="true"><div class="shop-login"><div class="shop-page-intro">',
    `<h1 class="shop-page-intro-title">${bothLanguages(strings, (s) => s.title)}</h1>`,
    `<p class="shop-page-intro-text">${bothLanguages(strings, (s) => s.intro)}</p>`,
    '</div></div></main>',
  ].join('');
}

/** index.html with the shell's words at its marks, taken from en.json and hi.json. */
export function shellText(): Plugin {
  return {
    name: 'shop:shell-text',
    transformIndexHtml(html) {
      for (const mark of [APP_NAME_MARK, LOGIN_SHELL_MARK])
        if (!html.includes(mark)) throw new Error(`shop:shell-text: no ${mark} in index.html`);
      const strings = { en: shellStrings('en'), hi: shellStrings('hi') };
      return html
        .replace(
          APP_NAME_MARK,
          bothLanguages(strings, (s) => s.appName),
        )
        .replace(LOGIN_SHELL_MARK, loginShellMarkup(strings));
    },
  };
}
