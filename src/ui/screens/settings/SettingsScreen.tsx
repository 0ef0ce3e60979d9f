import { Heading, Separator, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { LanguageSection } from '../../shared/LanguageSection';
import { AddressesSection } from '../profile/components/AddressesSection';
import { LogoutButton } from '../profile/components/LogoutButton';
import { ProfileEditor } from '../profile/components/ProfileEditor';
import { DemoReset } from './components/DemoReset';
import { NotificationsSection } from './components/NotificationsSection';
import { ProfileRefresh } from './components/ProfileRefresh';
import { SettingsViewModel } from './SettingsViewModel';

/** A full reload, so every tab's state starts again from the fresh demo data. */
const reloadOnLogin = () => window.location.assign('/login');

/**
 * /settings: language, this device's order alerts, the profile (and refreshing it), addresses, logout,
 * and in local mode 'Reset demo data'.
 */
const SettingsScreen = observer(function SettingsScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(SettingsViewModel);
  return (
    <Stack gap="6" px="4" py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('titles.settings')}
      </Heading>
      <LanguageSection />
      <Separator />
      <NotificationsSection />
      <Separator />
      <ProfileEditor />
      <Separator />
      <ProfileRefresh vm={vm} />
      <Separator />
      <AddressesSection />
      {vm.demoAvailable && (
        <>
          <Separator />
          <DemoReset vm={vm} onReset={reloadOnLogin} />
        </>
      )}
      <Separator />
      <LogoutButton />
    </Stack>
  );
});

export default SettingsScreen;
