import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_SHELL_MARK, loginShell, loginShellMarkup } from '../../../scripts/vite/loginShell';
import en from '../../../src/ui/i18n/en.json';
import hi from '../../../src/ui/i18n/hi.json';
import { appLayoutClass } from '../../../src/ui/layout/appLayoutStyles';
import { loginScreenClass } from '../../../src/ui/screens/login/loginScreenStyles';
import { pageIntroClass } from '../../../src/ui/shared/pageIntroStyles';

const transform = loginShell().transformIndexHtml as (html: string) => string;
const indexHtml = readFileSync('index.html', 'utf8');

/** index.html as the browser has it once its head's script has run at `path` and its body is parsed. */
function openShell(path: string): void {
  window.history.replaceState(null, '', path);
  const html = transform(indexHtml);
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  for (const [, script] of head.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function(script!)();
  // The app's module script left out: only the shell is looked at here.
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script type="module"[^>]*><\/script>/, '');
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  delete document.documentElement.dataset.shell;
});

describe("index.html's /login shell", () => {
  it("carries /login's title and intro in both languages, with LoginScreen's and PageIntro's classes", () => {
    openShell('/login');
    const main = document.querySelector('#root > main.shell-login')!;
    expect(main.classList.contains(appLayoutClass.main)).toBe(true);
    expect(main.getAttribute('aria-busy')).toBe('true');
    const intro = main.querySelector(`:scope > .${loginScreenClass.root} > .${pageIntroClass.root}`)!;
    const texts = (selector: string) =>
      Object.fromEntries([...intro.querySelectorAll(`${selector} > span`)].map((span) => [span.getAttribute('lang'), span.textContent]));
    expect(texts(`h1.${pageIntroClass.title}`)).toEqual({ en: en.titles.login, hi: hi.titles.login });
    expect(texts(`p.${pageIntroClass.text}`)).toEqual({ en: en.screens.login.intro, hi: hi.screens.login.intro });
  });

  it("is chosen in the head, before the body is drawn: on /login only, in the reader's language", () => {
    localStorage.setItem('lang', 'hi');
    openShell('/login');
    expect(document.documentElement.dataset.shell).toBe('login');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('leaves every other page to the loading spinner', () => {
    openShell('/category/grocery');
    expect(document.documentElement.dataset.shell).toBeUndefined();
    expect(document.documentElement.lang).toBe('en');
  });

  it('escapes what it writes as HTML', () => {
    const strings = { title: 'A & B', intro: '<b>x</b>' };
    expect(loginShellMarkup({ en: strings, hi: strings })).toContain('<span lang="en">&lt;b&gt;x&lt;/b&gt;</span>');
  });

  it('refuses an index.html without its mark', () => {
    expect(() => transform(indexHtml.replace(LOGIN_SHELL_MARK, ''))).toThrow(/shop:login-shell/);
  });
});
