import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductSales } from '../../../../domain/reports/DaySummary';

interface Props {
  id: string;
  title: string;
  products: readonly ProductSales[];
  /** What each bar measures. */
  measure: 'qty' | 'revenue';
  formatValue(value: number): string;
}

/** The best products as an ordered list, each with its size and a bar as long as its share of the first. */
export function TopProducts({ id, title, products, measure, formatValue }: Props) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...products.map((p) => p[measure]));
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h3" id={id} size="md">
        {title}
      </Heading>
      {products.length === 0 ? (
        <Text color="fg.muted">{t('reports.noSales')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {products.map((p) => {
            const name = i18n.language === 'hi' && p.nameHi ? p.nameHi : p.name;
            return (
              <Box as="li" key={`${p.group}/${p.subgroup}/${p.id}/${p.variant}`}>
                <HStack justify="space-between" gap="2" align="baseline">
                  <Text lineClamp={2}>
                    {name}{' '}
                    <Text as="span" color="fg.muted">
                      · {p.variant}
                    </Text>
                  </Text>
                  <Text fontWeight="semibold" flexShrink={0}>
                    {formatValue(p[measure])}
                  </Text>
                </HStack>
                <Box aria-hidden="true" h="2" borderRadius="full" bg="bg.muted">
                  <Box h="2" borderRadius="full" bg="brand.solid" width={`${(p[measure] / most) * 100}%`} />
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
