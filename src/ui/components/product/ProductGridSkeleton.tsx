import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Grey cards in the grid's shape while products load, so nothing jumps when they arrive. Memoised:
 * the screen around it renders again as each piece of its data arrives, and two dozen skeletons
 * styled again each time made the category page's data renders long tasks.
 */
export const ProductGridSkeleton = memo(function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Grid
      role="status"
      aria-busy="true"
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
});
