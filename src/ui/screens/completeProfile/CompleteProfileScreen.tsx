import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/SessionContext';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { InlineAlert } from '../../shared/InlineAlert';
import { ProfileFields } from './components/ProfileFields';
import { CompleteProfileViewModel } from './CompleteProfileViewModel';
import { PageIntro } from '../../shared/PageIntro';
import { StackForm } from '../../shared/StackForm';

/** /complete-profile: name, village and phone; then on to the address check ('/'). */
const CompleteProfileScreen = observer(function CompleteProfileScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(CompleteProfileViewModel);
  const session = useSession();
  const navigate = useNavigate();
  const complete = session.access.status === 'signedIn' && session.access.profileComplete;

  // Waits for the session to see the saved profile, or the guard of '/' would send the user back here.
  useEffect(() => {
    if (vm.saved && complete) navigate('/', { replace: true });
  }, [vm.saved, complete, navigate]);

  return (
    <Stack gap="5" px="4" py="6" maxW="md" mx="auto">
      <PageIntro title={t('titles.completeProfile')} intro={t('screens.completeProfile.intro')} />
      <StackForm gap="4" aria-label={t('titles.completeProfile')} onSubmit={() => void vm.save()}>
        <ProfileFields vm={vm} />
        {vm.saveError && <InlineAlert status="error">{t(`messages.${vm.saveError}`)}</InlineAlert>}
        <Button type="submit" size="lg" loading={vm.saving || vm.saved} loadingText={t('screens.completeProfile.saving')}>
          {t('screens.completeProfile.submit')}
        </Button>
      </StackForm>
    </Stack>
  );
});

export default CompleteProfileScreen;
