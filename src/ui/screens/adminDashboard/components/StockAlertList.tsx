import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StockAlert } from '../stockAlerts';
import { editProductPath } from '../../adminUpload/editProductPath';

interface Props {
  id: string;
  title: string;
  alerts: readonly StockAlert[];
  empty: string;
  /** Out of stock lists the product only; low stock says how many of each size are left. */
  showSizes: boolean;
}

/** Products to restock, each linking to its edit form. */
export function StockAlertList({ id, title, alerts, empty, showSizes }: Props) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h3" id={id} size="md">
        {title} ({alerts.length})
      </Heading>
      {alerts.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" maxH="72" overflowY="auto">
          {alerts.map(({ product, sizes }) => (
            <Box as="li" key={`${product.group}/${product.subgroup}/${product.id}`} py="1">
              <Link asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
                <RouterLink to={editProductPath(product)}>{(hindi && product.nameHi) || product.name}</RouterLink>
              </Link>
              {showSizes && (
                <Text fontSize="sm" color="fg.muted">
                  {sizes.map((s) => t('screens.adminDashboard.sizeLeft', { size: s.label, count: s.left })).join(', ')}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
