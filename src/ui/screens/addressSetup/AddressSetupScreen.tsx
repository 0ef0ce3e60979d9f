import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext';
import { useViewModel } from '../../app/useViewModel';
import { AddressDetailsForm } from '../../components/address/AddressDetailsForm';
import { AddressPicker } from '../../components/address/AddressPicker';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { AccountBadge } from './components/AccountBadge';
import { AddressSetupViewModel } from './AddressSetupViewModel';

/** /address-setup: pick the location, add the details, and on to the role's home. */
const AddressSetupScreen = observer(function AddressSetupScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AddressSetupViewModel);
  const session = useSession();
  const navigate = useNavigate();
  const role = session.role ?? 'customer';

  // Checked again whenever the session's address turns valid: after a save the home guard can
  // send the user back here before the session has heard of the new address, and the page must
  // then move on by itself once it has.
  const addressValid = session.access.status === 'signedIn' && session.access.addressValid;
  useEffect(() => {
    // The session is read when the delay is over, not now.
    void vm.checkProfile(() => ({
      role: session.role ?? 'customer',
      hasValidAddress: session.access.status === 'signedIn' && session.access.addressValid,
    }));
  }, [vm, session, addressValid]);
  useEffect(() => {
    if (vm.redirectTo) navigate(vm.redirectTo, { replace: true });
  }, [vm.redirectTo, navigate]);
  // A tap low on the map would otherwise leave a phone scrolled past the top of the next step.
  useEffect(() => {
    // Block body: Chromium's scrollTo now returns a promise, which React would call as a cleanup.
    window.scrollTo({ top: 0 });
  }, [vm.step]);

  return (
    <Stack gap="5" px="4" py="6" maxW="2xl" mx="auto">
      <Stack gap="2">
        <AccountBadge role={role} />
        <Heading as="h1" size="2xl">
          {t('titles.addressSetup')}
        </Heading>
        {!vm.savedTarget && (
          <Text color="fg.muted">
            {t('screens.addressSetup.stepOf', { step: vm.step, total: 2 })} · {t(`screens.addressSetup.intro.step${vm.step}`)}
          </Text>
        )}
      </Stack>
      {vm.savedTarget ? (
        <Stack gap="4">
          <InlineAlert status="success">
            {t('messages.address.saved', { target: t(`screens.addressSetup.targets.${vm.savedTarget.label}`) })}
          </InlineAlert>
          <Flex justify="center">
            <Spinner size="lg" color="brand.solid" />
          </Flex>
        </Stack>
      ) : (
        <>
          {/* Hidden, not unmounted, on step 2 so 'Change Location' returns to the same map and pin. */}
          <Box hidden={vm.step !== 1}>
            <Stack gap="4">
              <AddressPicker onSelect={vm.choose} />
              <Button size="lg" variant="ghost" onClick={() => vm.skip(role)}>
                {t('screens.addressSetup.skip')}
              </Button>
            </Stack>
          </Box>
          {vm.step === 2 && (
            <Stack gap="4">
              <Button size="lg" variant="outline" alignSelf="flex-start" onClick={vm.changeLocation} disabled={vm.saving}>
                {t('screens.addressSetup.changeLocation')}
              </Button>
              {vm.saveError && <InlineAlert status="error">{t(`messages.${vm.saveError}`, vm.saveErrorParams ?? {})}</InlineAlert>}
              <AddressDetailsForm
                model={vm.details}
                location={vm.location}
                saving={vm.saving}
                onSave={(details) => void vm.save(details)}
                onCancel={vm.changeLocation}
              />
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
});

export default AddressSetupScreen;
