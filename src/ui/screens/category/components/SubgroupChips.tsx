import { Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Subgroup } from '../../../../domain/catalog/Product';
import { categoryPath } from '../../../components/product/categoryPath';
import { useLocalName } from '../../../components/product/useLocalName';
import { subgroupChipsClass } from './subgroupChipsStyles';

/**
 * The group's subgroups as a sideways-scrolling row of chips; the chosen one is filled. Memoised: it
 * stays as it is while the products arrive. The chips are plain links with a static class
 * (subgroupChipsStyles): no style work for each one at render.
 */
export const SubgroupChips = memo(function SubgroupChips({
  subgroups,
  selected,
}: {
  subgroups: readonly Subgroup[];
  selected: string | null;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Flex as="nav" aria-label={t('screens.category.subgroups')} overflowX="auto" pb="1">
      <Flex as="ul" listStyleType="none" gap="2" flexWrap="nowrap">
        {subgroups.map((subgroup) => (
          <li key={subgroup.id}>
            <RouterLink
              to={categoryPath(subgroup.group, subgroup.id)}
              replace
              aria-current={subgroup.id === selected ? 'page' : undefined}
              className={subgroupChipsClass.chip}
            >
              {nameOf(subgroup)}
            </RouterLink>
          </li>
        ))}
      </Flex>
    </Flex>
  );
});
