import { Box, Card, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Group, Subgroup } from '../../../../domain/catalog/Product';
import { categoryPath } from '../../../components/product/categoryPath';
import { useLocalName } from '../../../components/product/useLocalName';

interface Props {
  groups: readonly Group[];
  subgroupsOf(groupId: string): Subgroup[];
}

/** Each group as a card (picture and name, opening the category page) with its subgroups as chips. */
export function GroupBrowser({ groups, subgroupsOf }: Props) {
  const nameOf = useLocalName();
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
      {groups.map((group) => (
        <li key={group.id}>
          <Card.Root size="sm" h="full">
            <Card.Body gap="2" p="3">
              <Flex asChild align="center" gap="3" minH="11">
                <RouterLink to={categoryPath(group.id)}>
                  {group.image ? (
                    <img src={group.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                  ) : (
                    <Box w="14" h="14" bg="bg.muted" borderRadius="md" />
                  )}
                  <Heading as="h3" size="md" color="brand.fg">
                    {nameOf(group)}
                  </Heading>
                </RouterLink>
              </Flex>
              <Stack as="ul" direction="row" flexWrap="wrap" gap="2" listStyleType="none">
                {subgroupsOf(group.id).map((subgroup) => (
                  <li key={subgroup.id}>
                    <Flex
                      asChild
                      align="center"
                      minH="11"
                      px="3"
                      borderWidth="1px"
                      borderColor="border"
                      borderRadius="full"
                      fontSize="sm"
                      _hover={{ bg: 'brand.subtle' }}
                    >
                      <RouterLink to={categoryPath(group.id, subgroup.id)}>{nameOf(subgroup)}</RouterLink>
                    </Flex>
                  </li>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Grid>
  );
}
