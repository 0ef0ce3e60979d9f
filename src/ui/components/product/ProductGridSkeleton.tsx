import { Grid } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { skeletonClass } from '../../theme/skeletonStyles';
import { productGridSkeletonClass as shape } from './productGridSkeletonStyles';

/**
 * Grey cards in the grid's shape while products load, so nothing jumps when they arrive. Memoised:
 * the screen around it renders again as each piece of its data arrives. The blocks are plain
 * elements with static classes (productGridSkeletonStyles): two dozen of them are in the first
 * render of a catalogue page, where each Chakra element's style work delayed the first content.
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
        <div key={i} className={shape.card}>
          {[shape.photo, shape.line, shape.shortLine, shape.button].map((part) => (
            <div key={part} className={`${skeletonClass} ${part}`} />
          ))}
        </div>
      ))}
    </Grid>
  );
});
