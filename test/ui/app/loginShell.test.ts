import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_SHELL_MARK, loginShell } from '../../../scripts/vite/loginShell';
import en from '../../../src/ui/i18n/en.json';
import hi from '../../../src/ui/i18n/hi.json';
import { appLayoutClass } from '../../../src/ui/layout/appLayoutStyles';
import { loginScreenClass } from '../../../src/ui/screens/login/loginScreenStyles';
import { pageIntroClass } from '../../../src/ui/shared/pageIntroStyles';

const transform = loginShell().transformIndexHtml as (html: string) => string;
const indexHtml = readFileSync('index.html', 'utf8');

/** index.html's body as the browser has it once its inline scripts have run, at `path`. */
function openShell(path: string): void {
  window.history.replaceState(null, '', path);
  const html = transform(indexHtml);
  // The app's module script left out: only the shell's inline scripts run here.
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/<script type="module"[^>]*><\/script>/, '');
  for (const script of [...document.body.querySelectorAll('script:not([type])')]) new Function(script.textContent!)();
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("index.html's /login shell", () => {
  it("draws /login's title and intro with LoginScreen's and PageIntro's classes, before any app code", () => {
    openShell('/login');
    const main = document.querySelector('#root > main')!;
    expect(main.className).toBe(appLayoutClass.main);
    expect(main.getAttribute('aria-busy')).toBe('true');
    const intro = main.querySelector(`:scope > .${loginScreenClass.root} > .${pageIntroClass.root}`)!;
    expect(intro.querySelector(`h1.${pageIntroClass.title}`)!.textContent).toBe(en.titles.login);
    expect(intro.querySelector(`p.${pageIntroClass.text}`)!.textContent).toBe(en.screens.login.intro);
  });

  it("speaks the reader's chosen language", () => {
    localStorage.setItem('lang', 'hi');
    openShell('/login');
    expect(document.querySelector('h1')!.textContent).toBe(hi.titles.login);
    expect(document.querySelector('#root p')!.textContent).toBe(hi.screens.login.intro);
  });

  it('leaves the loading shell of every other page alone', () => {
    openShell('/category/grocery');
    expect(document.querySelector('#root > main')!.getAttribute('aria-label')).toBe('Loading…');
    expect(document.querySelector('h1')).toBeNull();
  });

  it('refuses an index.html without its mark', () => {
    expect(() => transform(indexHtml.replace(LOGIN_SHELL_MARK, ''))).toThrow(/shop:login-shell/);
  });
});
