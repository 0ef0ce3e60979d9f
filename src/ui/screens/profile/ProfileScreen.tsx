import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSection } from '../../shared/LanguageSection';
import { AddressesSection } from './components/AddressesSection';
import { LogoutButton } from './components/LogoutButton';
import { ProfileEditor } from './components/ProfileEditor';

/** /profile: the person's details, their addresses, language and logout. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" px="4" py="6" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl">
        {t('titles.profile')}
      </Heading>
      <ProfileEditor />
      <Separator />
      <AddressesSection />
      <Separator />
      <LanguageSection />
      <Separator />
      <LogoutButton />
    </Stack>
  );
}
