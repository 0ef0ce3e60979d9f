import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from '../../../../src/ui/components/product/ProductImage';
import { getSystem } from '../../../../src/ui/theme/system';

afterEach(cleanup);

const show = (element: ReactElement) => render(<ChakraProvider value={getSystem()}>{element}</ChakraProvider>);

describe('ProductImage', () => {
  it('reserves its box and waits to be scrolled near, unless it is the first picture of the page', () => {
    show(<ProductImage src="/a.svg" alt="Atta" size={160} />);
    const img = screen.getByRole('img', { name: 'Atta' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['160', '160', 'lazy']);
    cleanup();
    show(<ProductImage src="/a.svg" alt="Atta" size={480} eager />);
    const first = screen.getByRole('img', { name: 'Atta' });
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('falls back to a plain tile that keeps the name when the picture fails', () => {
    show(<ProductImage src="/broken.svg" alt="Atta" size={160} />);
    fireEvent.error(screen.getByRole('img', { name: 'Atta' }));
    const tile = screen.getByRole('img', { name: 'Atta' });
    expect(tile.tagName).toBe('DIV');
  });

  it('leaves a decorative picture without a source out of the accessibility tree', () => {
    const { container } = show(<ProductImage src={undefined} alt="" size={160} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
