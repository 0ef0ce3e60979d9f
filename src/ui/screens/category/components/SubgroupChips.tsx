import { Flex } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Subgroup } from '../../../../domain/catalog/Product';
import { categoryPath } from '../../../components/product/categoryPath';
import { useLocalName } from '../../../components/product/useLocalName';

/**
 * The group's subgroups as a sideways-scrolling row of chips; the chosen one is filled. Memoised: it
 * stays as it is while the products arrive.
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
        {subgroups.map((subgroup) => {
          const active = subgroup.id === selected;
          return (
            <li key={subgroup.id}>
              <Flex
                asChild
                align="center"
                minH="11"
                px="4"
                whiteSpace="nowrap"
                borderRadius="full"
                borderWidth="1px"
                borderColor={active ? 'brand.solid' : 'border'}
                bg={active ? 'brand.solid' : 'bg'}
                color={active ? 'brand.contrast' : 'fg'}
                fontWeight={active ? 'semibold' : 'normal'}
              >
                <RouterLink to={categoryPath(subgroup.group, subgroup.id)} replace aria-current={active ? 'page' : undefined}>
                  {nameOf(subgroup)}
                </RouterLink>
              </Flex>
            </li>
          );
        })}
      </Flex>
    </Flex>
  );
});
