import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where index.html takes the script below. */
export const LOGIN_SHELL_MARK = '<!-- shop:login-shell -->';

type Strings = { titles: { login: string }; screens: { login: { intro: string } } };

const loginStrings = (language: 'en' | 'hi') => {
  const strings = JSON.parse(readFileSync(resolve(`src/ui/i18n/${language}.json`), 'utf8')) as Strings;
  return { title: strings.titles.login, intro: strings.screens.login.intro };
};

/**
 * The script that draws /login's title and intro in the static shell, in the reader's language, with
 * the classes LoginScreen and PageIntro draw them with (index.html's static CSS styles both). The
 * intro is /login's largest text, so the page's largest paint comes with the shell's first paint
 * instead of after the app's code has arrived and run; the app then draws the same text in its place.
 */
export function loginShellScript(strings: Record<'en' | 'hi', { title: string; intro: string }>): string {
  return [
    '<script>',
    '(function(){if(location.pathname!=="/login")return;',
    'var all=' + JSON.stringify(strings).replace(/</g, '\\u003c') + ',s=all.en;',
    'try{if(localStorage.getItem("lang")==="hi")s=all.hi}catch(e){}',
    'var spinner=document.querySelector("#root > main");if(!spinner)return;',
    'function el(tag,cls,text){var e=document.createElement(tag);e.className=cls;if(text)e.textContent=text;return e}',
    'var main=el("main","shop-main"),page=el("div","shop-login"),intro=el("div","shop-page-intro");',
    'main.setAttribute("aria-busy","true");',
    'intro.append(el("h1","shop-page-intro-title",s.title),el("p","shop-page-intro-text",s.intro));',
    'page.append(intro);main.append(page);spinner.replaceWith(main)})()',
    '</script>',
  ].join('');
}

/** index.html with /login's shell script at its mark, the strings taken from en.json and hi.json. */
export function loginShell(): Plugin {
  return {
    name: 'shop:login-shell',
    transformIndexHtml(html) {
      if (!html.includes(LOGIN_SHELL_MARK)) throw new Error(`shop:login-shell: no ${LOGIN_SHELL_MARK} in index.html`);
      return html.replace(LOGIN_SHELL_MARK, loginShellScript({ en: loginStrings('en'), hi: loginStrings('hi') }));
    },
  };
}
