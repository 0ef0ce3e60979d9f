import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { addToCartButtonClass } from '../../../src/ui/components/product/addToCartButtonStyles';
import { priceBlockClass } from '../../../src/ui/components/product/priceBlockStyles';
import { productGridSkeletonClass } from '../../../src/ui/components/product/productGridSkeletonStyles';
import { productCardClass } from '../../../src/ui/components/product/productCardStyles';
import { productImageClass } from '../../../src/ui/components/product/productImageStyles';
import { quantityStepperClass } from '../../../src/ui/components/product/quantityStepperStyles';
import { categoryScreenClass } from '../../../src/ui/screens/category/categoryScreenStyles';
import { subgroupChipsClass } from '../../../src/ui/screens/category/components/subgroupChipsStyles';
import { groupBrowserClass } from '../../../src/ui/screens/home/components/groupBrowserStyles';
import { productRowClass } from '../../../src/ui/screens/home/components/productRowStyles';
import { searchBoxClass } from '../../../src/ui/screens/home/components/searchBoxStyles';
import { homeScreenClass } from '../../../src/ui/screens/home/homeScreenStyles';
import { productBreadcrumbClass } from '../../../src/ui/screens/product/components/productBreadcrumbStyles';
import { imageCarouselClass } from '../../../src/ui/screens/product/components/imageCarouselStyles';
import { mobileBuyBarClass } from '../../../src/ui/screens/product/components/mobileBuyBarStyles';
import { loginScreenClass } from '../../../src/ui/screens/login/loginScreenStyles';
import { pageIntroClass } from '../../../src/ui/shared/pageIntroStyles';
import { selectFieldClass } from '../../../src/ui/shared/selectFieldStyles';
import { productScreenClass } from '../../../src/ui/screens/product/productScreenStyles';
import { skeletonClass } from '../../../src/ui/theme/skeletonStyles';
import { appLayoutClass } from '../../../src/ui/layout/appLayoutStyles';
import { bottomBarClass } from '../../../src/ui/layout/bottomBarStyles';
import { topBarClass } from '../../../src/ui/layout/topBarStyles';

const staticCss = readFileSync(resolve('src/ui/theme/chakraGlobal.css'), 'utf8');

/**
 * Cards, their skeletons, prices, photos and chips are plain elements whose classes are styled only by the static
 * global CSS (index.html). A class whose styles never reached the system (a spread left out of
 * system.ts, a name mistyped) would draw that element unstyled, and nothing else would fail.
 */
it.each(
  Object.entries({
    skeletonClass: { skeletonClass },
    appLayoutClass,
    topBarClass,
    bottomBarClass,
    productGridSkeletonClass,
    productCardClass,
    addToCartButtonClass,
    quantityStepperClass,
    priceBlockClass,
    productImageClass,
    groupBrowserClass,
    productRowClass,
    homeScreenClass,
    searchBoxClass,
    subgroupChipsClass,
    categoryScreenClass,
    productScreenClass,
    productBreadcrumbClass,
    imageCarouselClass,
    mobileBuyBarClass,
    selectFieldClass,
    pageIntroClass,
    loginScreenClass,
  }),
)('every class of %s has a rule in the static global CSS', (_, classes) => {
  for (const name of Object.values(classes)) expect(staticCss, name).toMatch(new RegExp(`\\.${name}[{\\[: ]`));
});
