import { Field, NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_ORDERS, type SortOrder } from '../CategoryViewModel';

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/** 'Sort by': the shop's order, price low to high, price high to low. Memoised: it stays as it is while the page's data arrives. */
export const SortSelect = memo(function SortSelect({ value, onChange }: { value: SortOrder; onChange(sort: SortOrder): void }) {
  const { t } = useTranslation();
  return (
    <Field.Root w="auto" minW="44">
      <Field.Label fontSize="sm">{t('screens.category.sortBy')}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => isSortOrder(e.target.value) && onChange(e.target.value)}>
          {SORT_ORDERS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`screens.category.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});
