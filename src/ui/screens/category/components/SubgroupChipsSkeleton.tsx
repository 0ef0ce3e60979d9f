import { Flex } from '@chakra-ui/react';
import { skeletonClass } from '../../../theme/skeletonStyles';
import { subgroupChipsClass } from './subgroupChipsStyles';

/**
 * Grey chips where the subgroups will be, while the group loads: the row is the chips' height, so
 * the heading's line, the sort and the grid do not move down when the chips arrive (a layout shift
 * of 0.06 on a phone, a quarter of the way to the 0.25 Lighthouse calls poor).
 */
export function SubgroupChipsSkeleton() {
  return (
    <Flex gap="2" pb="1" overflow="hidden" aria-hidden>
      {[24, 32, 28].map((width) => (
        <div
          key={width}
          className={`${skeletonClass} ${subgroupChipsClass.placeholder}`}
          style={{ width: `var(--chakra-sizes-${width})` }}
        />
      ))}
    </Flex>
  );
}
