import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SavedAddress } from '../../../../domain/address/Address';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { useAddressLine } from '../../../components/address/useAddressLine';

/** Where the order goes, with 'Change' to the saved addresses (/location). */
export function DeliveryAddressCard({ address }: { address: SavedAddress | null }) {
  const { t } = useTranslation();
  const lineOf = useAddressLine();
  const text = address ? lineOf(address) : '';
  return (
    <Card.Root as="section" aria-labelledby="checkout-address" size="sm">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="md" id="checkout-address">
            {t('screens.checkout.address')}
          </Heading>
          <Button asChild size="lg" variant="outline" aria-label={t('screens.checkout.changeAddress')}>
            <RouterLink to="/location">{t('screens.checkout.change')}</RouterLink>
          </Button>
        </HStack>
        {address ? (
          <>
            {address.label && (
              <Badge alignSelf="flex-start" variant="subtle">
                {t(`screens.checkout.addressLabels.${address.label}`)}
              </Badge>
            )}
            <Text>{text}</Text>
            {address.landmark?.trim() && <Text color="fg.muted">{t('screens.checkout.landmark', { landmark: address.landmark })}</Text>}
          </>
        ) : (
          <InlineAlert status="warning">{t('messages.checkout.missingAddress')}</InlineAlert>
        )}
      </Card.Body>
    </Card.Root>
  );
}
