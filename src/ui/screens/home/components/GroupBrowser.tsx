import { Grid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Group, Subgroup } from '../../../../domain/catalog/Product';
import { categoryPath } from '../../../components/product/categoryPath';
import { useLocalName } from '../../../components/product/useLocalName';
import { groupBrowserClass } from './groupBrowserStyles';

interface Props {
  groups: readonly Group[];
  subgroupsOf(groupId: string): Subgroup[];
}

/**
 * Each group as a card (picture and name, opening the category page) with its subgroups as chips.
 * The cards and chips are plain elements with static classes (groupBrowserStyles): the home page
 * draws a few dozen chips, and as Chakra elements each did its own style work at render.
 */
export function GroupBrowser({ groups, subgroupsOf }: Props) {
  const nameOf = useLocalName();
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
      {groups.map((group) => (
        <li key={group.id} className={groupBrowserClass.card}>
          <RouterLink to={categoryPath(group.id)} className={groupBrowserClass.link}>
            {group.image ? (
              <img src={group.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
            ) : (
              <div className={groupBrowserClass.picture} />
            )}
            <h3 className={groupBrowserClass.name}>{nameOf(group)}</h3>
          </RouterLink>
          <ul className={groupBrowserClass.chips}>
            {subgroupsOf(group.id).map((subgroup) => (
              <li key={subgroup.id}>
                <RouterLink to={categoryPath(group.id, subgroup.id)} className={groupBrowserClass.chip}>
                  {nameOf(subgroup)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Grid>
  );
}
