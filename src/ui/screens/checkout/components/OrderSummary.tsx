import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CartTotals } from '../../../../domain/cart/cartTotals';
import type { DeliveryCharges } from '../../../../domain/store/deliveryCharges';
import { DeliveryChargeRows } from '../../../components/store/DeliveryChargeRows';
import { useLocalName } from '../../../components/product/useLocalName';
import { formatPrice } from '../../../shared/formatPrice';
import { SavingsRow } from '../../../shared/SavingsRow';
import type { CartEntry } from '../../cart/cartEntries';

interface Props {
  entries: readonly CartEntry[];
  totals: CartTotals;
  count: number;
  /** Delivery fee and total from the store settings; null while they load. */
  charges: DeliveryCharges | null;
}

/** What is being ordered: each line, the savings against MRP, the delivery fee and the total to pay in cash. */
export function OrderSummary({ entries, totals, count, charges }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return (
    <Card.Root as="section" aria-labelledby="checkout-summary" size="sm">
      <Card.Body gap="3" p="4">
        <Heading as="h2" size="md" id="checkout-summary">
          {t('screens.checkout.summary', { count })}
        </Heading>
        <Stack as="ul" gap="2" listStyleType="none">
          {entries.map(({ key, line, qty }) => (
            <Box as="li" key={key}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text>
                  {nameOf(line)}{' '}
                  <Text as="span" color="fg.muted" whiteSpace="nowrap">
                    {t('screens.checkout.itemLine', { variant: line.weight, qty })}
                  </Text>
                </Text>
                <Text fontWeight="medium" flexShrink={0}>
                  {formatPrice(line.price * qty)}
                </Text>
              </HStack>
            </Box>
          ))}
        </Stack>
        <SavingsRow savings={totals.savings} />
        {charges && (
          <Stack gap="1" borderTopWidth="1px" borderColor="border" pt="2">
            <DeliveryChargeRows charges={charges} />
          </Stack>
        )}
        <HStack justify="space-between" fontWeight="bold" fontSize="xl" borderTopWidth="1px" borderColor="border" pt="2">
          <Text>{t('screens.checkout.total')}</Text>
          <Text>{formatPrice(charges ? charges.total : totals.subtotal)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
