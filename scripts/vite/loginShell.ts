import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html, inside its #root, takes the markup below. */
export const LOGIN_SHELL_MARK = '<!-- shop:login-shell -->';

type Language = 'en' | 'hi';
type Strings = { titles: { login: string }; screens: { login: { intro: string } } };
export type LoginShellStrings = Record<Language, { title: string; intro: string }>;

const loginStrings = (language: Language) => {
  const strings = JSON.parse(readFileSync(resolve(`src/ui/i18n/${language}.json`), 'utf8')) as Strings;
  return { title: strings.titles.login, intro: strings.screens.login.intro };
};

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One text in both languages; index.html's CSS shows the reader's. */
const bothLanguages = (strings: LoginShellStrings, pick: (s: { title: string; intro: string }) => string): string =>
  (['en', 'hi'] as const).map((language) => `<span lang="${language}">${escapeHtml(pick(strings[language]))}</span>`).join('');

/**
 * /login's title and intro as static markup, with the classes LoginScreen and PageIntro draw them with
 * (index.html's static CSS styles both). index.html shows it on /login in place of the spinner: the
 * intro is /login's largest text, so the page's largest paint is the shell's first frame instead of
 * coming after the app's code has arrived and run. The app then draws the same text in its place.
 */
export function loginShellMarkup(strings: LoginShellStrings): string {
  return [
    '<main class="shop-main shell-login" aria-busy="true"><div class="shop-login"><div class="shop-page-intro">',
    `<h1 class="shop-page-intro-title">${bothLanguages(strings, (s) => s.title)}</h1>`,
    `<p class="shop-page-intro-text">${bothLanguages(strings, (s) => s.intro)}</p>`,
    '</div></div></main>',
  ].join('');
}

/** index.html with /login's shell at its mark, the strings taken from en.json and hi.json. */
export function loginShell(): Plugin {
  return {
    name: 'shop:login-shell',
    transformIndexHtml(html) {
      if (!html.includes(LOGIN_SHELL_MARK)) throw new Error(`shop:login-shell: no ${LOGIN_SHELL_MARK} in index.html`);
      return html.replace(LOGIN_SHELL_MARK, loginShellMarkup({ en: loginStrings('en'), hi: loginStrings('hi') }));
    },
  };
}
