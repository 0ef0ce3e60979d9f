import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useOnline } from '../../app/useOnline';
import { OfflineNotice } from '../../shared/OfflineNotice';
import { useViewModel } from '../../app/useViewModel';
import { PriceBlock } from '../../components/product/PriceBlock';
import { ProductGrid } from '../../components/product/ProductGrid';
import { useLocalName } from '../../components/product/useLocalName';
import { useNotify } from '../../shared/NotifyContext';
import { useAfterPaint } from '../../shared/useAfterPaint';
import { useIsLargeScreen } from '../../shared/useIsLargeScreen';
import { AboutProduct } from './components/AboutProduct';
import { BuyControls } from './components/BuyControls';
import { ImageCarousel } from './components/ImageCarousel';
import { MobileBuyBar } from './components/MobileBuyBar';
import { ProductBreadcrumb } from './components/ProductBreadcrumb';
import { ProductNotFound } from './components/ProductNotFound';
import { ShareButton } from './components/ShareButton';
import { SizeSelect } from './components/SizeSelect';
import { ProductViewModel } from './ProductViewModel';
import { productScreenClass as page } from './productScreenStyles';

/** /product/:group/:subgroup/:productId — the product detail screen of docs/SPEC.md 'Screens and routes'. */
const ProductScreen = observer(function ProductScreen() {
  const { t, i18n } = useTranslation();
  const nameOf = useLocalName();
  const { group = '', subgroup = '', productId = '' } = useParams();
  const vm = useViewModel(ProductViewModel);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const large = useIsLargeScreen();
  useEffect(() => vm.load({ group, subgroup, id: productId }), [vm, group, subgroup, productId]);
  // docs/SPEC.md 'Validation rules': adding while signed out says so, then goes to the login page.
  const loginRequired = vm.cart.loginRequired;
  useEffect(() => {
    if (!loginRequired) return;
    notify.error('cart.loginRequired');
    navigate('/login', { state: { from: location.pathname } });
  }, [loginRequired, notify, navigate, location.pathname]);

  const offlineNotice = vm.cart.message?.code === 'cart.offline';
  const online = useOnline();
  // Back online, the offline notice has said its piece.
  useEffect(() => {
    if (online && offlineNotice) vm.cart.clearMessage();
  }, [online, offlineNotice, vm]);

  // The page renders in a transition once the product is in: React slices it, so a tap is not held
  // up behind it (a MobX change alone renders at once, in one long task).
  const loaded = useDeferredValue(vm.status !== 'loading', false);
  // The description and related products (below the fold on a phone) come in a transition after the
  // rest has painted, so the photo's paint does not wait for them, nor their photos' requests for it
  // (docs/BENCHMARK.md, issue 40, eleventh session).
  const below = useAfterPaint(loaded);

  if (vm.status === 'notFound') return <ProductNotFound />;
  const product = vm.product;
  // The first photo is the page's largest paint: asked for as soon as the product is known, not when
  // the deferred render below commits, which in Firebase mode came after the reads' answers
  // (docs/BENCHMARK.md, issue 40). A photo kept inline (data:) is already here.
  const firstPhoto = product?.imageData[0];
  if (firstPhoto && !firstPhoto.startsWith('data:')) preload(firstPhoto, { as: 'image', fetchPriority: 'high' });
  if (!loaded || vm.status === 'loading' || !product) {
    return (
      <Stack gap="4" px="3" py="4" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Heading as="h1" srOnly>
          {t('titles.product')}
        </Heading>
        <Skeleton h="6" w="60%" />
        <Skeleton aspectRatio="1" maxW="md" />
        <Skeleton h="8" w="80%" />
        <Skeleton h="11" />
      </Stack>
    );
  }

  const name = nameOf(product);
  const about = (i18n.language === 'hi' && product.aboutHi) || product.about;
  return (
    <div className={page.page}>
      <div className={page.top}>
        <ProductBreadcrumb group={product.group} name={name} />
        <div className={page.share}>
          <ShareButton title={name} />
        </div>
      </div>
      <div className={page.main}>
        <div className={page.photo}>
          <ImageCarousel
            images={vm.images}
            index={vm.imageIndex}
            name={name}
            percentOff={vm.percentOff}
            onPrevious={vm.previousImage}
            onNext={vm.nextImage}
            onShow={vm.showImage}
          />
        </div>
        <div className={page.facts}>
          <h1 className={page.name}>{name}</h1>
          <p className={page.netQty}>{t('screens.product.netQty', { size: vm.selected ?? product.weight })}</p>
          <PriceBlock price={vm.price.price} mrp={vm.price.mrp} size="lg" />
          {vm.hasSizes && <SizeSelect sizes={vm.sizes} selected={vm.selected} onSelect={vm.select} />}
          <p className={vm.stock > 0 ? page.inStock : page.soldOut}>
            {vm.stock > 0 ? t('screens.product.left', { n: vm.stock }) : t('screens.shop.outOfStock')}
          </p>
          {large && <BuyControls vm={vm} name={name} />}
        </div>
      </div>
      {below && <AboutProduct text={about} expanded={vm.aboutExpanded} onToggle={vm.toggleAbout} />}
      {below && vm.related.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="product-related">
          <Heading as="h2" size="lg" id="product-related">
            {t('screens.product.related')}
          </Heading>
          <ProductGrid products={vm.related} cart={vm.cart} headingLevel="h3" label={t('screens.product.related')} />
        </Stack>
      )}
      {!large && <MobileBuyBar vm={vm} name={name} />}
      {offlineNotice && <OfflineNotice code="cart.offline" onClose={vm.cart.clearMessage} />}
    </div>
  );
});

export default ProductScreen;
