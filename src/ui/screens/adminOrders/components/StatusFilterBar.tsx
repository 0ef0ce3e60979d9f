import { Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { STATUS_FILTERS, type StatusFilter } from '../filterOrders';

interface Props {
  value: StatusFilter;
  counts: Record<StatusFilter, number>;
  onChange(status: StatusFilter): void;
}

/** All / Pending / Accepted as toggle buttons, each with its count. */
export function StatusFilterBar({ value, counts, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group attached role="group" aria-label={t('screens.adminOrders.filterLabel')} width="full">
      {STATUS_FILTERS.map((status) => (
        <Button
          key={status}
          size="lg"
          flex="1"
          variant={value === status ? 'solid' : 'outline'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {t(`screens.adminOrders.filters.${status}`, { count: counts[status] })}
        </Button>
      ))}
    </Group>
  );
}
