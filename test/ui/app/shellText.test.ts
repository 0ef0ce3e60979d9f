import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_NAME_MARK, LOGIN_SHELL_MARK, loginShellMarkup, shellText } from '../../../scripts/vite/shellText';
import en from '../../../src/ui/i18n/en.json';
import hi from '../../../src/ui/i18n/hi.json';
import { appLayoutClass } from '../../../src/ui/layout/appLayoutStyles';
import { loginScreenClass } from '../../../src/ui/screens/login/loginScreenStyles';
import { pageIntroClass } from '../../../src/ui/shared/pageIntroStyles';

const transform = shellText().transformIndexHtml as (html: string) => string;
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

/** An element's words by language, from its spans. */
const byLanguage = (element: Element) =>
  Object.fromEntries([...element.querySelectorAll(':scope > span[lang]')].map((span) => [span.getAttribute('lang'), span.textContent]));

describe("index.html's shell", () => {
  it('names the store in both languages, from en.json and hi.json', () => {
    openShell('/');
    expect(byLanguage(document.querySelector('.shell-brand > span')!)).toEqual({ en: en.common.appName, hi: hi.common.appName });
  });

  it("carries /login's title and intro in both languages, with LoginScreen's and PageIntro's classes", () => {
    openShell('/login');
    const main = document.querySelector('#root > main.shell-login')!;
    expect(main.classList.contains(appLayoutClass.main)).toBe(true);
    expect(main.getAttribute('aria-busy')).toBe('true');
    const intro = main.querySelector(`:scope > .${loginScreenClass.root} > .${pageIntroClass.root}`)!;
    expect(byLanguage(intro.querySelector(`h1.${pageIntroClass.title}`)!)).toEqual({ en: en.titles.login, hi: hi.titles.login });
    expect(byLanguage(intro.querySelector(`p.${pageIntroClass.text}`)!)).toEqual({
      en: en.screens.login.intro,
      hi: hi.screens.login.intro,
    });
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
    const strings = { appName: 'Shop', title: 'A & B', intro: '<b>x</b>' };
    expect(loginShellMarkup({ en: strings, hi: strings })).toContain('<span lang="en">&lt;b&gt;x&lt;/b&gt;</span>');
  });

  it('refuses an index.html without its marks', () => {
    for (const mark of [APP_NAME_MARK, LOGIN_SHELL_MARK])
      expect(() => transform(indexHtml.replace(mark, ''))).toThrow(`shop:shell-text: no ${mark}`);
  });
});
