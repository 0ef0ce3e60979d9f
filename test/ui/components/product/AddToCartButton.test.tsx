import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { AddToCartButton } from '../../../../src/ui/components/product/AddToCartButton';
import { addToCartButtonClass } from '../../../../src/ui/components/product/addToCartButtonStyles';

afterEach(cleanup);

// The button is styled only by index.html's static CSS: with it in the page, a label the CSS hid
// from screen readers would leave the button without a name.
const staticCss = document.createElement('style');
beforeAll(() => {
  staticCss.textContent = readFileSync(resolve('src/ui/theme/chakraGlobal.css'), 'utf8');
  document.head.append(staticCss);
});
afterAll(() => staticCss.remove());

function Shelf({ loading = false, disabled = false }: { loading?: boolean; disabled?: boolean }) {
  const [added, setAdded] = useState(0);
  return (
    <>
      <AddToCartButton loading={loading} disabled={disabled} onClick={() => setAdded((n) => n + 1)}>
        Add to Cart
      </AddToCartButton>
      <p>added {added}</p>
    </>
  );
}

it('a tap adds', () => {
  render(<Shelf />);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByText('added 1')).toBeDefined();
});

it('while a slow add runs it shows a spinner over its label, keeps its name and focus, and takes no second tap', () => {
  render(<Shelf loading />);
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  // Unavailable to assistive technology, yet focusable: a disabled button would drop the keyboard's focus.
  expect(button.getAttribute('aria-disabled')).toBe('true');
  button.focus();
  expect(document.activeElement).toBe(button);
  expect(button.querySelector(`.${addToCartButtonClass.spinner}`)).not.toBeNull();
  expect(button.querySelector(`.${addToCartButtonClass.label}`)?.textContent).toBe('Add to Cart');
  fireEvent.click(button);
  expect(screen.getByText('added 0')).toBeDefined();
});

it('sold out, it takes no tap and shows no spinner', () => {
  render(<Shelf disabled />);
  const button = screen.getByRole('button', { name: 'Add to Cart' });
  fireEvent.click(button);
  expect(screen.getByText('added 0')).toBeDefined();
  expect(button.querySelector(`.${addToCartButtonClass.spinner}`)).toBeNull();
});
