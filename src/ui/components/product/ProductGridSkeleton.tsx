import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Grey cards in the grid's shape while products load, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid
      role="status"
      aria-label={t('common.loading')}
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }}
      gap="3"
    >
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="2" p="2" borderWidth="1px" borderRadius="md">
          <Skeleton aspectRatio="1" borderRadius="md" />
          <Skeleton h="4" />
          <Skeleton h="4" w="60%" />
          <Skeleton h="11" />
        </Stack>
      ))}
    </Grid>
  );
}
