import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../domain/shared/ErrorCode';
import { InlineAlert } from '../../shared/InlineAlert';

interface Props {
  loading: boolean;
  error: ErrorCode | null;
  empty: boolean;
  /** Shown when the list is empty (already translated). */
  emptyText: string;
  children: ReactNode;
}

/** The states of a live order list: skeleton cards, the error, a friendly empty line, or the cards. */
export function OrderListState({ loading, error, empty, emptyText, children }: Props) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="40" borderRadius="md" />
        <Skeleton height="40" borderRadius="md" />
      </Stack>
    );
  }
  if (error) return <InlineAlert status="error">{t(`messages.${error}`)}</InlineAlert>;
  if (empty) {
    return (
      <Text color="fg.muted" py="4">
        {emptyText}
      </Text>
    );
  }
  return <Stack gap="3">{children}</Stack>;
}
