import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../domain/shared/ErrorCode';
import { Figure } from '../../../shared/Figure';
import { formatPrice } from '../../../shared/formatPrice';
import type { TodaySummary } from '../DeliveryDashboardViewModel';

interface Props {
  summary: TodaySummary | null;
  error: ErrorCode | null;
}

/** Today's deliveries done and cash collected, large enough to read at a glance in the sun. */
export function TodaySummaryCard({ summary, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="section" aria-labelledby="today-title" gap="2" bg="brand.subtle" borderRadius="lg" p="3">
      <Heading as="h2" id="today-title" size="md">
        {t('screens.deliveryDashboard.today.title')}
      </Heading>
      {error ? (
        <Text color="fg.error">{t(`messages.${error}`)}</Text>
      ) : (
        <SimpleGrid columns={2} gap="3">
          <Figure
            label={t('screens.deliveryDashboard.today.delivered')}
            value={summary ? String(summary.delivered) : null}
            framed={false}
          />
          <Figure
            label={t('screens.deliveryDashboard.today.cash')}
            value={summary ? formatPrice(summary.cashCollected) : null}
            framed={false}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
