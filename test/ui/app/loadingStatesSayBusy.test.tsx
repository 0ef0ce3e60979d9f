import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFactory } from '../../factories/productFactory';
import { userFactory } from '../../factories/userFactory';
import { renderPage } from '../support/renderPage';

// The first screen counts as settled (whenFirstScreenSettled) only once the page shows no
// aria-busy element: the full Firestore SDK, the rest of English and the service worker wait for
// it. So from the first render until the content is in, some loading state must say it is busy,
// or they would start while the page is still grey blocks.

afterEach(cleanup);

const atta = productFactory.build({ group: 'grocery', subgroup: 'atta', id: 'chakki_atta', name: 'Chakki Atta', mrp: 7000, price: 5000 });

describe('every loading state on the way to a first screen says it is busy', () => {
  it.each([
    ['the home page', '/'],
    ['a category page', '/category/grocery'],
    ['a product page', '/product/grocery/atta/chakki_atta'],
  ])('%s: busy from the first render until its product is shown, and not after', async (_, path) => {
    const gaps: string[] = [];
    const check = () => {
      const busy = document.querySelector('[aria-busy="true"]') !== null;
      const content = document.querySelector('main h1, main h2, main h3')?.closest('main')?.textContent?.includes('Chakki Atta');
      if (!busy && !content) gaps.push(document.body.innerHTML.slice(0, 300));
    };
    const watch = new MutationObserver(check);
    watch.observe(document.body, { childList: true, subtree: true, attributes: true });
    const seed = { groups: [{ id: 'grocery', name: 'Grocery' }], products: [atta] };
    await renderPage({ path, real: 'all', user: userFactory.build(), seed });
    await screen.findAllByText('Chakki Atta');
    check();
    watch.disconnect();
    expect(gaps).toEqual([]);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
