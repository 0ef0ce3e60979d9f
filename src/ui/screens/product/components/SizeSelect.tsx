import { useTranslation } from 'react-i18next';
import type { ProductSize } from '../../../../domain/catalog/productSizes';
import { formatPrice } from '../../../shared/formatPrice';
import { SelectField } from '../../../shared/SelectField';

interface Props {
  sizes: readonly ProductSize[];
  selected: string | null;
  onSelect(label: string): void;
}

/**
 * 'Select Size': each size with its price, and '(Out of Stock)' where none is left.
 */
export function SizeSelect({ sizes, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('screens.product.size')} value={selected ?? ''} onChange={onSelect}>
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
    </SelectField>
  );
}
