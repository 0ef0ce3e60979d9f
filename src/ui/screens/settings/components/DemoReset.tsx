import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { SettingsViewModel } from '../SettingsViewModel';
import { SettingsSection } from './SettingsSection';

interface Props {
  vm: SettingsViewModel;
  /** After a reset: the page reloads on the login screen (the reset signed everyone out). */
  onReset(): void;
}

/** Local mode: 'Reset demo data', confirmed in a dialog because it deletes everything made in this browser. */
export const DemoReset = observer(function DemoReset({ vm, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('screens.settings.demo.title')} about={t('screens.settings.demo.body')}>
      <Button size="lg" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={vm.openConfirm}>
        {t('screens.settings.demo.reset')}
      </Button>
      <ConfirmDialog
        open={vm.confirmOpen}
        title={t('screens.settings.demo.confirmTitle')}
        body={
          <Stack gap="3">
            <Text>{t('screens.settings.demo.confirmBody')}</Text>
            {vm.resetError && <InlineAlert status="error">{t(`messages.${vm.resetError}`)}</InlineAlert>}
          </Stack>
        }
        confirmLabel={t('screens.settings.demo.confirm')}
        cancelLabel={t('screens.settings.demo.cancel')}
        busy={vm.resetting}
        destructive
        onConfirm={() => {
          void vm.resetDemo().then((ok) => ok && onReset());
        }}
        onClose={vm.closeConfirm}
      />
    </SettingsSection>
  );
});
