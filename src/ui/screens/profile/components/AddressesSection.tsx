import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../app/SessionContext';
import { useAddressLine } from '../../../components/address/useAddressLine';
import { Button } from '../../../shared/Button';

/** The delivery address and how many are saved, with the way to /location to change them. */
export const AddressesSection = observer(function AddressesSection() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const lineOf = useAddressLine();
  const current = profile?.deliveryAddress;
  const count = profile?.addresses.length ?? 0;
  return (
    <Stack as="section" gap="3" aria-labelledby="addresses-title">
      <Heading as="h2" id="addresses-title" size="lg">
        {t('screens.profile.addresses')}
      </Heading>
      <Text overflowWrap="anywhere">
        {current ? t('screens.profile.deliveringTo', { address: lineOf(current) }) : t('screens.profile.noDeliveryAddress')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('screens.profile.savedCount', { count })}
      </Text>
      <Button asChild size="lg" variant="outline" alignSelf="flex-start">
        <RouterLink to="/location">{t('screens.profile.manageAddresses')}</RouterLink>
      </Button>
    </Stack>
  );
});
