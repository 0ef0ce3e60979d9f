import { render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import type { Product } from '../../../src/domain/catalog/Product';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { OrderItemsList } from '../../../src/ui/components/orders/OrderItemsList';
import { CartActions } from '../../../src/ui/components/product/CartActions';
import { ProductCard } from '../../../src/ui/components/product/ProductCard';
import { ProductGrid } from '../../../src/ui/components/product/ProductGrid';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { loadMoreStrings } from '../../../src/ui/i18n/moreStrings';
import { AboutProduct } from '../../../src/ui/screens/product/components/AboutProduct';
import { ProductBreadcrumb } from '../../../src/ui/screens/product/components/ProductBreadcrumb';
import { orderItemFactory } from '../../factories/orderFactory';
import { productFactory } from '../../factories/productFactory';
import { createTestContainer } from '../../support/createTestContainer';
import { HOSTILE_TEXT } from '../support/hostileText';
import { reliabilityRecorder } from '../support/reliabilityRecorder';

const recorder = reliabilityRecorder('hostile input: product text rendered');

/** Markup an admin (or an imported CSV) might put into a product's name or description. */
const MARKUP_NAME = '<b>Atta</b><img src=x onerror="window.__pwned=1">';
const MARKUP_ABOUT = `${HOSTILE_TEXT.script}\n<a href="javascript:alert(1)">Offer</a> <iframe src="https://evil.example"></iframe>`;

const product: Product = productFactory.build({ id: 'atta', name: MARKUP_NAME, nameHi: MARKUP_NAME, about: MARKUP_ABOUT });

let i18nInstance: i18n;
beforeAll(async () => {
  let stored: string | null = 'en';
  i18nInstance = await createI18n({ storage: { read: () => stored, write: (l) => void (stored = l) } });
  // The order screens these parts belong to have all of English before they draw (RouteFrame).
  await loadMoreStrings(i18nInstance);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__pwned;
});

function show(element: ReactElement) {
  const container = createTestContainer();
  return render(
    <AppProviders container={container} i18n={i18nInstance}>
      <MemoryRouter>{element}</MemoryRouter>
    </AppProviders>,
  );
}

/** The rendered tree made no element of the text: no script, img, iframe, b or javascript: link. */
function expectNoInjectedElements(root: HTMLElement): void {
  const injected = root.querySelectorAll('script, iframe, b, a[href^="javascript"], img[onerror], [onerror]');
  recorder.hostile(injected.length > 0 || (window as unknown as Record<string, unknown>).__pwned !== undefined);
  expect(injected).toHaveLength(0);
  expect((window as unknown as Record<string, unknown>).__pwned).toBeUndefined();
}

describe('product text is rendered only as text', () => {
  it('ProductCard: the name with markup shows as its characters, in the heading and the button label', () => {
    const cart = createTestContainer().get(CartActions);
    const { container } = show(<ProductCard product={product} cart={cart} />);

    expect(screen.getByRole('heading', { name: MARKUP_NAME })).toHaveProperty('textContent', MARKUP_NAME);
    expect(screen.getByRole('article', { name: MARKUP_NAME })).toBeDefined();
    expect(screen.getByRole('button', { name: `Add to Cart: ${MARKUP_NAME}` })).toBeDefined();
    expectNoInjectedElements(container);
  });

  it('ProductGrid: every card the same', () => {
    const cart = createTestContainer().get(CartActions);
    const other = productFactory.build({ id: 'dal', name: HOSTILE_TEXT.html });
    const { container } = show(<ProductGrid products={[product, other]} cart={cart} label="Products" />);

    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getByRole('heading', { name: MARKUP_NAME })).toBeDefined();
    expect(within(list).getByRole('heading', { name: HOSTILE_TEXT.html })).toBeDefined();
    expectNoInjectedElements(container);
  });

  it("AboutProduct: the description's script and links show as text, whole when expanded", () => {
    const { container } = show(<AboutProduct text={MARKUP_ABOUT} expanded onToggle={() => {}} />);

    const section = screen.getByRole('region', { name: 'About this product' });
    expect(section.textContent).toContain('<script>document.location=');
    expect(section.textContent).toContain('<a href="javascript:alert(1)">Offer</a>');
    expectNoInjectedElements(container);
  });

  it('ProductBreadcrumb: the name as the last crumb, as text', () => {
    const { container } = show(<ProductBreadcrumb group="grocery_<i>staples</i>" name={MARKUP_NAME} />);

    expect(container.textContent).toContain(MARKUP_NAME);
    expect(container.textContent).toContain('grocery <i>staples</i>');
    expect(container.querySelector('i')).toBeNull();
    expectNoInjectedElements(container);
  });

  it('OrderItemsList: an ordered item named with markup, as text', () => {
    const item = orderItemFactory.build({ name: MARKUP_NAME, variant: '<u>1kg</u>' });
    const { container } = show(<OrderItemsList items={[item]} />);

    expect(container.textContent).toContain(MARKUP_NAME);
    expect(container.textContent).toContain('<u>1kg</u>');
    expect(container.querySelector('u')).toBeNull();
    expectNoInjectedElements(container);
  });
});
