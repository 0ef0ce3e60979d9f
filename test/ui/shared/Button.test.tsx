import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Button } from '../../../src/ui/shared/Button';
import { getSystem } from '../../../src/ui/theme/system';

afterEach(cleanup);

/** A form whose submit button spins while `saving`, counting the saves it was asked for. */
function SaveForm({ saving = false, disabled = false }: { saving?: boolean; disabled?: boolean }) {
  const [saves, setSaves] = useState(0);
  return (
    <ChakraProvider value={getSystem()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaves((n) => n + 1);
        }}
      >
        <input aria-label="Name" />
        <Button type="submit" loading={saving} loadingText="Saving..." disabled={disabled}>
          Save
        </Button>
      </form>
      <p>saves {saves}</p>
    </ChakraProvider>
  );
}

it('submits its form when pressed', () => {
  render(<SaveForm />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('saves 1')).toBeDefined();
});

it('while loading it says so and is unavailable, yet stays focusable, and a press sends nothing', () => {
  render(<SaveForm saving />);
  const button = screen.getByRole('button', { name: 'Saving...' });
  // Chakra's own Button turns `disabled` here, and a focused disabled button drops the focus in Chromium.
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(button.getAttribute('aria-disabled')).toBe('true');
  button.focus();
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  expect(screen.getByText('saves 0')).toBeDefined();
});

it('while loading without a loading text, it keeps its name under the spinner', () => {
  render(
    <ChakraProvider value={getSystem()}>
      <Button loading>Log Out</Button>
    </ChakraProvider>,
  );
  const button = screen.getByRole('button', { name: 'Log Out' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.querySelector('.chakra-spinner')).not.toBeNull();
});

it('while loading, a disabled one keeps the focus too', () => {
  render(<SaveForm saving disabled />);
  expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(false);
});

it('disabled, it takes no press', () => {
  render(<SaveForm disabled />);
  const button = screen.getByRole('button', { name: 'Save' });
  expect(button.hasAttribute('disabled')).toBe(true);
  fireEvent.click(button);
  expect(screen.getByText('saves 0')).toBeDefined();
});
