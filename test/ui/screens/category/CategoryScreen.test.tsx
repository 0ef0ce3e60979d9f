import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CategoryScreen from '../../../../src/ui/screens/category/CategoryScreen';
import { skeletonClass } from '../../../../src/ui/theme/skeletonStyles';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

const feeds = Array.from({ length: 8 }, (_, i) =>
  productFactory.build({ group: 'animal_feed', subgroup: 'cattle_feed', id: `feed_${i}`, name: `Cattle Feed ${i}` }),
);

/** The cattle feed's category page, for a signed-in customer. */
const renderFeeds = () =>
  renderPage({
    path: '/category/animal_feed',
    route: '/category/:category',
    element: <CategoryScreen />,
    user: userFactory.build(),
    seed: { products: feeds },
  });

/** The grids of grey cards that were put into the page while `work` ran, each counted once. */
async function skeletonGridsDrawnDuring(work: () => Promise<unknown>): Promise<number> {
  const added = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach((el) => added.add(el));
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  try {
    await work();
  } finally {
    observer.disconnect();
  }
  return [...added].filter((el) => el.getAttribute('role') === 'status' && el.querySelector(`.${skeletonClass}`)).length;
}

describe('CategoryScreen', () => {
  it('keeps the grey cards it drew first until the products replace them', async () => {
    const drawn = await skeletonGridsDrawnDuring(async () => {
      await renderFeeds();
      expect(await screen.findByRole('heading', { level: 2, name: 'Cattle Feed 7' })).toBeTruthy();
    });
    // One grid of grey cards, not a second one drawn again as the group's names and then its products arrived.
    expect(drawn).toBe(1);
    expect(document.querySelector(`.${skeletonClass}`)).toBeNull();
  });

  it("keeps the keyboard on a card: its Add to Cart hands focus to the stepper's plus, and the bin hands it back", async () => {
    await renderFeeds();
    const add = await screen.findByRole('button', { name: 'Add to Cart: Cattle Feed 3' });
    add.focus();
    fireEvent.click(add);
    const plus = await screen.findByRole('button', { name: 'Add one more Cattle Feed 3' });
    expect(document.activeElement).toBe(plus);
    const bin = screen.getByRole('button', { name: 'Remove Cattle Feed 3 from cart' });
    bin.focus();
    fireEvent.click(bin);
    const back = await screen.findByRole('button', { name: 'Add to Cart: Cattle Feed 3' });
    expect(document.activeElement).toBe(back);
  });
});
