import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CartTotals } from '../../../../domain/cart/cartTotals';
import type { DeliveryCharges } from '../../../../domain/store/deliveryCharges';
import { ChargesNotes } from '../../../components/store/ChargesNotes';
import { DeliveryChargeRows } from '../../../components/store/DeliveryChargeRows';
import { Button } from '../../../shared/Button';
import { formatPrice } from '../../../shared/formatPrice';
import { SavingsRow } from '../../../shared/SavingsRow';

interface Props {
  totals: CartTotals;
  count: number;
  /** Fee and notes from the store settings; null while they load (the summary shows the items total). */
  charges: DeliveryCharges | null;
  minimumOrder: number;
}

/** Item count, MRP total, savings, delivery fee and what to pay, then on to checkout. */
export function CartSummary({ totals, count, charges, minimumOrder }: Props) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" aria-labelledby="cart-summary" size="sm">
      <Card.Body gap="2" p="4">
        <Heading as="h2" size="md" id="cart-summary">
          {t('screens.cart.summary')}
        </Heading>
        <Stack gap="1">
          <HStack justify="space-between">
            <Text>{t('screens.cart.items', { count })}</Text>
            {totals.savings > 0 && (
              <Text as="s" color="fg.muted" aria-label={t('screens.shop.mrp', { price: formatPrice(totals.mrpTotal) })}>
                {formatPrice(totals.mrpTotal)}
              </Text>
            )}
          </HStack>
          <SavingsRow savings={totals.savings} />
          {charges && <DeliveryChargeRows charges={charges} />}
          <HStack justify="space-between" fontWeight="bold" fontSize="xl" borderTopWidth="1px" borderColor="border" pt="2">
            <Text>{t('screens.cart.subtotal')}</Text>
            <Text>{formatPrice(charges ? charges.total : totals.subtotal)}</Text>
          </HStack>
        </Stack>
        {charges && <ChargesNotes charges={charges} minimumOrder={minimumOrder} />}
        <Button asChild size="lg" w="full" mt="2">
          <RouterLink to="/checkout">{t('screens.cart.checkout')}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
