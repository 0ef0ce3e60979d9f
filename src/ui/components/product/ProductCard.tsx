import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cartLineKey } from '../../../domain/cart/cartLineKey';
import type { Product } from '../../../domain/catalog/Product';
import { AddToCartButton } from './AddToCartButton';
import type { CartActions } from './CartActions';
import { FocusHandover } from './FocusHandover';
import { PriceBlock } from './PriceBlock';
import { ProductImage } from './ProductImage';
import { productCardClass } from './productCardStyles';
import { productPath } from './productPath';
import { defaultSize } from '../../../domain/catalog/productSizes';
import { QuantityStepper } from './QuantityStepper';
import { useLocalName } from './useLocalName';

interface Props {
  product: Product;
  cart: CartActions;
  /** h3 under a section heading (home rows), h2 when the grid is the page's main content. */
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
}

const IMAGE_SIZE = 160;

/**
 * A product in a grid or row: photo and name (linking to its page), the size offered, price,
 * struck MRP and percent off, then Add to Cart, the stepper once it is in the cart, or Out of Stock.
 * A page draws dozens: they are plain elements with static classes (productCardStyles), their buttons
 * too. Each Chakra element computes and serialises its styles at every render, and the cards were
 * most of a catalogue page's Chakra elements (docs/BENCHMARK.md, issue 40).
 */
export const ProductCard = observer(function ProductCard({ product, cart, headingLevel = 'h3', eagerImage = false }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const name = nameOf(product);
  const size = defaultSize(product);
  const key = cartLineKey(product.id, size.label);
  const qty = cart.qtyOf(key);
  const busy = cart.isBusy(key);
  const soldOut = size.stock <= 0;
  const Name = headingLevel;
  const handover = useRef(false);
  return (
    <article className={productCardClass.root} aria-label={name}>
      <RouterLink to={productPath(product)}>
        <div className={productCardClass.picture} data-sold-out={soldOut || undefined}>
          <ProductImage src={product.imageData[0]} alt="" size={IMAGE_SIZE} eager={eagerImage} />
          {soldOut && <span className={productCardClass.soldOut}>{t('screens.shop.outOfStock')}</span>}
        </div>
        <Name className={productCardClass.name}>{name}</Name>
      </RouterLink>
      <div className={productCardClass.buy}>
        <p className={productCardClass.size}>{size.label}</p>
        <PriceBlock price={size.price} mrp={size.mrp} />
        {qty > 0 ? (
          <FocusHandover key="stepper" handover={handover}>
            <QuantityStepper qty={qty} name={name} busy={busy} onMinus={() => void cart.minus(key)} onPlus={() => void cart.plus(key)} />
          </FocusHandover>
        ) : (
          <FocusHandover key="add" handover={handover}>
            <AddToCartButton
              disabled={soldOut}
              loading={busy}
              aria-label={soldOut ? undefined : t('screens.shop.addNamed', { name })}
              onClick={() => void cart.add(product, size.label)}
            >
              {soldOut ? t('screens.shop.outOfStock') : t('screens.shop.addToCart')}
            </AddToCartButton>
          </FocusHandover>
        )}
      </div>
    </article>
  );
});
