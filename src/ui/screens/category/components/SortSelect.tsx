import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/SelectField';
import { SORT_ORDERS, type SortOrder } from '../CategoryViewModel';

const isSortOrder = (value: string): value is SortOrder => (SORT_ORDERS as readonly string[]).includes(value);

/** 'Sort by': the shop's order, price low to high, price high to low. Memoised: it stays as it is while the page's data arrives. */
export const SortSelect = memo(function SortSelect({ value, onChange }: { value: SortOrder; onChange(sort: SortOrder): void }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('screens.category.sortBy')} value={value} onChange={(sort) => isSortOrder(sort) && onChange(sort)} fit>
      {SORT_ORDERS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`screens.category.sort.${sort}`)}
        </option>
      ))}
    </SelectField>
  );
});
