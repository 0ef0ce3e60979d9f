import { Button, Card, ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { getSystem } from '../../../src/ui/theme/system';
import { withStaticGlobalCss } from '../../../src/ui/theme/withStaticGlobalCss';

afterEach(cleanup);

const insertedCss = (): string => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');

/**
 * Chromium restyles the whole page for every rule added inside a cascade layer, and Emotion adds a
 * recipe's rule when its first element renders (Add to Cart's spinner, then its stepper). The theme
 * keeps recipes out of layers, with the element's style props still winning over them.
 */
it("adds recipes' rules outside any cascade layer, style props after them", () => {
  render(
    <ChakraProvider value={withStaticGlobalCss(getSystem())}>
      <Card.Root>
        <Card.Body>
          <Button variant="outline" bg="red.500">
            Add
          </Button>
        </Card.Body>
      </Card.Root>
    </ChakraProvider>,
  );
  const css = insertedCss();
  const button = [...screen.getByRole('button', { name: 'Add' }).classList].find((name) => name.startsWith('css-'))!;
  const rule = css.slice(css.indexOf(`.${button}{`));
  // The recipe's border and the style prop's background in the button's one rule, the prop last.
  expect(rule).toMatch(/^[^}]*border-width:1px[^}]*background:var\(--chakra-colors-red-500\)/);
  expect(css).not.toContain('@layer');
});
