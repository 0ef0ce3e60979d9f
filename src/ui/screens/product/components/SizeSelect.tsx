import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductSize } from '../../../../domain/catalog/productSizes';
import { formatPrice } from '../../../shared/formatPrice';

interface Props {
  sizes: readonly ProductSize[];
  selected: string | null;
  onSelect(label: string): void;
}

/** 'Select Size': each size with its price, and '(Out of Stock)' where none is left. */
export function SizeSelect({ sizes, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('screens.product.size')}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={selected ?? ''} onChange={(e) => onSelect(e.target.value)}>
          <option value="" disabled>
            {t('screens.product.selectSize')}
          </option>
          {sizes.map((size) => (
            <option key={size.label} value={size.label}>
              {size.stock > 0
                ? t('screens.product.sizeOption', { size: size.label, price: formatPrice(size.price) })
                : t('screens.product.sizeOptionOut', { size: size.label, price: formatPrice(size.price) })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
