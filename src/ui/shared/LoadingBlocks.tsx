import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** One grey block per height, roughly the shape of what is coming (two cards, a summary...). */
  heights: string[];
}

/** Where a screen's content is still loading: grey blocks, announced as 'Loading…' (role status) on every screen alike. */
export function LoadingBlocks({ heights }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {heights.map((h, index) => (
        <Skeleton key={index} h={h} />
      ))}
    </Stack>
  );
}
