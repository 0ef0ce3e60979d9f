import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../../src/domain/catalog/Product';
import type { Language } from '../../../../src/ui/i18n/languages';
import { GroupNames } from '../../../../src/ui/components/product/GroupNames';
import ProductScreen from '../../../../src/ui/screens/product/ProductScreen';
import { productFactory } from '../../../factories/productFactory';
import { userFactory } from '../../../factories/userFactory';
import { createTestContainer } from '../../../support/createTestContainer';
import { seedCommerce } from '../../../support/seedCommerce';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

const GROUPS: Group[] = [
  { id: 'animal_feed', name: 'Animal Feed', nameHi: 'पशु आहार' },
  // An older store's group: no Hindi name, and the name written like an id.
  { id: 'cattle_feed', name: 'Cattle_Feed' },
];

const topBarTitle = async (path: string, language: Language) => {
  await renderPage({ path, user: userFactory.build(), seed: { groups: GROUPS }, language });
  return within(screen.getByRole('banner'));
};

const khal = productFactory.build({ group: 'animal_feed', subgroup: 'oil_cake', id: 'khal', name: 'Sarson Khal', nameHi: 'सरसों खल' });

const breadcrumb = async (language: Language) => {
  await renderPage({
    path: '/product/animal_feed/oil_cake/khal',
    route: '/product/:group/:subgroup/:productId',
    element: <ProductScreen />,
    user: userFactory.build(),
    seed: { groups: GROUPS, products: [khal] },
    language,
  });
  return within(await screen.findByRole('navigation', { name: language === 'hi' ? 'आप यहाँ हैं' : 'You are here' }));
};

describe("a product group's name, not its raw id (issue 18)", () => {
  it("titles a category page with the group's Hindi name in Hindi", async () => {
    const banner = await topBarTitle('/category/animal_feed', 'hi');
    expect(await banner.findByText('पशु आहार')).toBeTruthy();
    expect(banner.queryByText(/animal/i)).toBeNull();
  });

  it('titles it with the name, underscores as spaces, in English or when there is no Hindi name', async () => {
    expect(await (await topBarTitle('/category/animal_feed', 'en')).findByText('Animal Feed')).toBeTruthy();
    cleanup();
    expect(await (await topBarTitle('/category/cattle_feed', 'hi')).findByText('Cattle Feed')).toBeTruthy();
    cleanup();
    // A group the store does not list (an old link): its id, underscores as spaces.
    expect(await (await topBarTitle('/category/tea_leaves', 'hi')).findByText('tea leaves')).toBeTruthy();
  });

  it("shows the group's Hindi name in the product page's breadcrumb, linking to its category", async () => {
    const crumbs = await breadcrumb('hi');
    const link = await crumbs.findByRole('link', { name: 'पशु आहार' });
    expect(link.getAttribute('href')).toBe('/category/animal_feed');
    expect(crumbs.getByText('सरसों खल')).toBeTruthy();
    cleanup();
    expect(await (await breadcrumb('en')).findByRole('link', { name: 'Animal Feed' })).toBeTruthy();
  });

  it('reads the group list once, and again only for a group it has not seen (one the owner added later)', async () => {
    const container = createTestContainer();
    const db = seedCommerce(container, { groups: GROUPS });
    const names = container.get(GroupNames);
    await names.lookUp('animal_feed');
    db.seed({ groups: [{ id: 'household', name: 'Household', nameHi: 'घरेलू सामान' }] });
    await names.lookUp('cattle_feed');
    expect(names.group('household')).toBeNull();
    await names.lookUp('household');
    expect(names.group('household')?.nameHi).toBe('घरेलू सामान');
  });
});
