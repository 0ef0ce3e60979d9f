import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSize } from '../../../../domain/catalog/productSizes';
import { formatPrice } from '../../../shared/formatPrice';
import { LineIcon } from '../../../shared/LineIcon';
import { sizeSelectClass as size } from './sizeSelectStyles';

interface Props {
  sizes: readonly ProductSize[];
  selected: string | null;
  onSelect(label: string): void;
}

/**
 * 'Select Size': each size with its price, and '(Out of Stock)' where none is left. Plain elements with
 * static classes (sizeSelectStyles): it is drawn in the render that paints the product's photo.
 */
export function SizeSelect({ sizes, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={size.root}>
      <label className={size.label} htmlFor={id}>
        {t('screens.product.size')}
      </label>
      <div className={size.control}>
        <select id={id} className={size.field} value={selected ?? ''} onChange={(e) => onSelect(e.target.value)}>
          <option value="" disabled>
            {t('screens.product.selectSize')}
          </option>
          {sizes.map((option) => (
            <option key={option.label} value={option.label}>
              {option.stock > 0
                ? t('screens.product.sizeOption', { size: option.label, price: formatPrice(option.price) })
                : t('screens.product.sizeOptionOut', { size: option.label, price: formatPrice(option.price) })}
            </option>
          ))}
        </select>
        <div className={size.indicator}>
          <LineIcon d="m6 9 6 6 6-6" />
        </div>
      </div>
    </div>
  );
}
