import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { InlineAlert } from '../../shared/InlineAlert';
import { ProductGrid } from '../../components/product/ProductGrid';
import { ProductGridSkeleton } from '../../components/product/ProductGridSkeleton';
import { useCartMessageToasts } from '../../components/product/useCartMessageToasts';
import { GroupBrowser } from './components/GroupBrowser';
import { ProductRow } from './components/ProductRow';
import { SearchBox } from './components/SearchBox';
import { HomeViewModel } from './HomeViewModel';
import { homeScreenClass } from './homeScreenStyles';

/** / and /home: search, the shelves to browse, today's offers and new arrivals (homeScreenStyles). */
const HomeScreen = observer(function HomeScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(HomeViewModel);
  useCartMessageToasts(vm.cart);
  // The shelves render in a transition once the catalogue is in: React slices it, so a tap is not
  // held up behind some thirty cards (a MobX change alone renders at once, in one long task).
  const loaded = useDeferredValue(vm.status !== 'loading', false);
  if (vm.fault) throw vm.fault;

  const query = vm.query.trim();
  return (
    <div className={homeScreenClass.root}>
      <h1 className={homeScreenClass.hidden}>{t('titles.home')}</h1>
      {vm.closedToday !== null && (
        <InlineAlert status="warning">{t('messages.store.closedToday', { message: vm.closedToday })}</InlineAlert>
      )}
      <SearchBox value={vm.query} searching={vm.searching} onChange={vm.setQuery} onSubmit={() => void vm.search()} />
      {query !== '' ? (
        <section className={homeScreenClass.section}>
          <h2 className={homeScreenClass.heading}>{t('screens.home.resultsFor', { query })}</h2>
          {/* A short announcement for screen readers, not the whole grid on every keystroke. */}
          <p role="status" className={homeScreenClass.hidden}>
            {vm.results ? t('screens.home.resultCount', { count: vm.results.length }) : ''}
          </p>
          {vm.searchError && <InlineAlert status="error">{t(`messages.${vm.searchError}`)}</InlineAlert>}
          {vm.results?.length === 0 ? (
            <p className={homeScreenClass.note}>{t('screens.home.noResults', { query })}</p>
          ) : (
            <ProductGrid products={vm.results} cart={vm.cart} headingLevel="h3" label={t('screens.home.resultsFor', { query })} />
          )}
        </section>
      ) : !loaded || vm.status === 'loading' ? (
        <ProductGridSkeleton />
      ) : (
        <>
          <ProductRow title={t('screens.home.offers')} products={vm.offers} cart={vm.cart} eagerImages={3} />
          <section className={homeScreenClass.section} aria-labelledby="home-shop-by-category">
            <h2 className={homeScreenClass.heading} id="home-shop-by-category">
              {t('screens.home.shopByCategory')}
            </h2>
            <GroupBrowser groups={vm.groups} subgroupsOf={(groupId) => vm.subgroupsOf(groupId)} />
          </section>
          <ProductRow title={t('screens.home.newArrivals')} products={vm.newArrivals} cart={vm.cart} />
        </>
      )}
    </div>
  );
});

export default HomeScreen;
