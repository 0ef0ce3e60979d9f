import { useTranslation } from 'react-i18next';
import { discountPercent } from '../../../domain/catalog/discount';
import type { Paise } from '../../../domain/shared/Money';
import { formatPrice } from '../../shared/formatPrice';
import { priceBlockClass } from './priceBlockStyles';

interface Props {
  price: Paise;
  mrp: Paise;
  /** 'lg' on the product page, 'md' on cards and cart lines. */
  size?: 'md' | 'lg';
}

/**
 * Price, the struck-through MRP and the percent off (docs/SPEC.md 'Validation rules') when the price is below MRP.
 * Plain elements with static classes (priceBlockStyles): every card of a page draws one.
 */
export function PriceBlock({ price, mrp, size = 'md' }: Props) {
  const { t } = useTranslation();
  const percent = discountPercent(price, mrp);
  return (
    <div className={size === 'lg' ? `${priceBlockClass.root} ${priceBlockClass.large}` : priceBlockClass.root}>
      <span className={priceBlockClass.price}>{formatPrice(price)}</span>
      {percent > 0 && (
        <>
          <s className={priceBlockClass.mrp} aria-label={t('screens.shop.mrp', { price: formatPrice(mrp) })}>
            {formatPrice(mrp)}
          </s>
          <span className={priceBlockClass.off}>{t('screens.shop.off', { percent })}</span>
        </>
      )}
    </div>
  );
}
