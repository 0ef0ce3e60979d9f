import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext';
import { useViewModel } from '../../app/useViewModel';
import { AddressDetailsForm } from '../../components/address/AddressDetailsForm';
import { AddressPicker } from '../../components/address/AddressPicker';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { DeleteAddressDialog } from './components/DeleteAddressDialog';
import { SavedAddressCard } from './components/SavedAddressCard';
import { LocationViewModel } from './LocationViewModel';
import { savedAt } from '../../../domain/address/savedAt';
import { newestFirst } from '../../../domain/shared/newestFirst';

/** A page that sent the user here (checkout's 'Change'), to return to once an address is chosen. */
const returnTarget = (state: unknown): string | null => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/location') ? from : null;
};

/**
 * /location: the saved addresses, the delivery address chosen among them, each one edited or
 * deleted, and a new one added through the picker. Opened with `state: { from: '/checkout' }`, it
 * returns there after a choice.
 */
const LocationScreen = observer(function LocationScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(LocationViewModel);
  const session = useSession();
  const navigate = useNavigate();
  const back = returnTarget(useLocation().state);
  const { profile } = session;
  const addresses = newestFirst(profile?.addresses ?? [], savedAt);
  const currentId = profile?.deliveryAddress?.id ?? null;

  // Each step starts at the top on a phone, wherever the last tap was.
  useEffect(() => {
    // Block body: Chromium's scrollTo now returns a promise, which React would call as a cleanup.
    window.scrollTo({ top: 0 });
  }, [vm.step]);

  const after = (ok: boolean) => {
    if (ok && back) navigate(back);
  };

  return (
    <Stack gap="5" px="4" py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('titles.location')}
      </Heading>
      {vm.error && <InlineAlert status="error">{t(`messages.${vm.error}`, vm.errorParams ?? {})}</InlineAlert>}
      {vm.step === 'list' && (
        <Stack gap="4">
          {vm.done && <InlineAlert status="success">{t(`screens.location.done.${vm.done}`)}</InlineAlert>}
          <Heading as="h2" size="lg">
            {t('screens.location.saved')}
          </Heading>
          {addresses.length === 0 ? (
            <Text color="fg.muted">{t('screens.location.empty')}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('screens.location.saved')}>
              {addresses.map((address) => (
                <SavedAddressCard
                  key={address.id}
                  address={address}
                  current={address.id === currentId}
                  selecting={vm.selecting === address.id}
                  disabled={vm.busy}
                  onSelect={() => void vm.select(address.id).then(after)}
                  onEdit={() => vm.startEditing(address)}
                  onDelete={() => vm.askDelete(address)}
                />
              ))}
            </Stack>
          )}
          <Button size="lg" onClick={vm.startAdding}>
            {t('screens.location.add')}
          </Button>
          <DeleteAddressDialog vm={vm} onConfirm={() => void vm.confirmDelete()} />
        </Stack>
      )}
      {vm.step !== 'list' && (
        <>
          <Box hidden={vm.step !== 'pick'}>
            <Stack gap="4">
              <Heading as="h2" size="lg">
                {t('screens.location.pickTitle')}
              </Heading>
              <AddressPicker onSelect={vm.choose} />
              <Button size="lg" variant="ghost" onClick={vm.cancel}>
                {t('screens.addressDetails.cancel')}
              </Button>
            </Stack>
          </Box>
          {vm.step === 'details' && (
            <Stack gap="4">
              <Button size="lg" variant="outline" alignSelf="flex-start" onClick={vm.changeLocation} disabled={vm.saving}>
                {t('screens.addressSetup.changeLocation')}
              </Button>
              <AddressDetailsForm
                model={vm.details}
                location={vm.location}
                title={vm.editing ? t('screens.location.editTitle') : undefined}
                saving={vm.saving}
                onSave={(details) => void vm.save(details).then(after)}
                onCancel={vm.cancel}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
});

export default LocationScreen;
