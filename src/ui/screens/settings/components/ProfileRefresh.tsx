import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/SessionContext';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { SettingsViewModel } from '../SettingsViewModel';
import { SettingsSection } from './SettingsSection';

/**
 * 'Refresh my profile' (docs/SPEC.md 'States and transitions'): the profile is read again and shown at once, for when a
 * change the shop made (a new account type) has not reached this phone yet.
 */
export const ProfileRefresh = observer(function ProfileRefresh({ vm }: { vm: SettingsViewModel }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.user) return null;
  const outcome = vm.refreshOutcome;
  return (
    <SettingsSection title={t('screens.settings.refresh.title')} about={t('screens.settings.refresh.body')}>
      {outcome === 'done' && <InlineAlert status="success">{t('screens.settings.refresh.done')}</InlineAlert>}
      {outcome && outcome !== 'done' && (
        <InlineAlert status="error">
          {t('screens.settings.refresh.failed')} {t(`messages.${outcome}`)}
        </InlineAlert>
      )}
      <Button
        size="lg"
        variant="outline"
        alignSelf="flex-start"
        loading={vm.refreshing}
        loadingText={t('screens.settings.refresh.refreshing')}
        onClick={() => void vm.refresh(session.adoptProfile)}
      >
        {t('screens.settings.refresh.button')}
      </Button>
    </SettingsSection>
  );
});
