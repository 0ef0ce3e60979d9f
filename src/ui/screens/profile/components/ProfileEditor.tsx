import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/SessionContext';
import { useViewModel } from '../../../app/useViewModel';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { CompleteProfileViewModel } from '../../completeProfile/CompleteProfileViewModel';
import { ProfileFields } from '../../completeProfile/components/ProfileFields';
import { StackForm } from '../../../shared/StackForm';

/** Name, village and phone, edited in place and saved through CompleteProfile. */
export const ProfileEditor = observer(function ProfileEditor() {
  const { t } = useTranslation();
  const vm = useViewModel(CompleteProfileViewModel);
  const { user } = useSession();
  return (
    <Stack as="section" gap="4" aria-labelledby="profile-editor-title">
      <Heading as="h2" id="profile-editor-title" size="lg">
        {t('screens.profile.details')}
      </Heading>
      {user && (
        <Text color="fg.muted" overflowWrap="anywhere">
          {t('screens.profile.email', { email: user.email })}
        </Text>
      )}
      <StackForm gap="4" aria-labelledby="profile-editor-title" onSubmit={() => void vm.save()}>
        <ProfileFields vm={vm} />
        {vm.saveError && <InlineAlert status="error">{t(`messages.${vm.saveError}`)}</InlineAlert>}
        {vm.saved && <InlineAlert status="success">{t('screens.profile.saved')}</InlineAlert>}
        <Button type="submit" size="lg" alignSelf="flex-start" loading={vm.saving} loadingText={t('screens.completeProfile.saving')}>
          {t('screens.profile.save')}
        </Button>
      </StackForm>
    </Stack>
  );
});
