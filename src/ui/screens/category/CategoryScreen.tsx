import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { NotFoundMessage } from '../../shared/NotFoundMessage';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useCartMessageToasts } from '../../components/product/useCartMessageToasts';
import { useLocalName } from '../../components/product/useLocalName';
import { CategoryViewModel } from './CategoryViewModel';
import { SortSelect } from './components/SortSelect';
import { SubgroupChips } from './components/SubgroupChips';
import { SubgroupChipsSkeleton } from './components/SubgroupChipsSkeleton';
import { categoryScreenClass } from './categoryScreenStyles';

/** /category/:category — the group's subgroups and their products, sorted and paged. */
const CategoryScreen = observer(function CategoryScreen() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { category = '' } = useParams();
  const [params] = useSearchParams();
  const sub = params.get('sub');
  const vm = useViewModel(CategoryViewModel);
  useEffect(() => void vm.load(category, sub), [vm, category, sub]);
  useCartMessageToasts(vm.cart);
  if (vm.fault) throw vm.fault;

  const title = vm.group ? nameOf(vm.group) : category.replace(/_/g, ' ');
  const loading = vm.status === 'loading' || vm.loadingProducts;
  if (vm.status === 'notFound') {
    return (
      <NotFoundMessage title={t('screens.category.notFoundTitle')} body={t('screens.category.notFoundBody')} py="8">
        <Button asChild size="lg">
          <RouterLink to="/">{t('screens.category.goHome')}</RouterLink>
        </Button>
      </NotFoundMessage>
    );
  }
  return (
    <div className={categoryScreenClass.root}>
      <h1 className={categoryScreenClass.title}>{title}</h1>
      {vm.status === 'loading' ? (
        <SubgroupChipsSkeleton />
      ) : (
        vm.subgroups.length > 0 && <SubgroupChips subgroups={vm.subgroups} selected={vm.subgroupId} />
      )}
      {/* The count wraps inside its own box, never the row: a row that wrapped once "Loading…" became
          the longer count moved the sort and the grid down on a 360 px phone (a layout shift of 0.13). */}
      <div className={categoryScreenClass.bar}>
        <p className={categoryScreenClass.count} aria-live="polite">
          {loading ? t('common.loading') : t('screens.category.showing', { count: vm.products.length })}
        </p>
        <SortSelect value={vm.sort} onChange={vm.setSort} />
      </div>
      {!loading && vm.products.length === 0 ? (
        <p className={categoryScreenClass.empty}>{t('screens.category.empty')}</p>
      ) : (
        // One grid from the first render on: its skeleton stays the same one until the cards replace it.
        <ProductGrid products={loading ? null : vm.sortedProducts} cart={vm.cart} headingLevel="h2" label={title} />
      )}
      {vm.moreError && <InlineAlert status="error">{t(`messages.${vm.moreError}`)}</InlineAlert>}
      {vm.nextCursor && !vm.loadingProducts && (
        <Button size="lg" variant="outline" alignSelf="center" minW="48" loading={vm.loadingMore} onClick={() => void vm.loadMore()}>
          {t('screens.category.loadMore')}
        </Button>
      )}
    </div>
  );
});

export default CategoryScreen;
