import { Button, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { SettingsViewModel } from '../SettingsViewModel';

interface Props {
  vm: SettingsViewModel;
  /** After a reset: the page reloads on the login screen (the reset signed everyone out). */
  onReset(): void;
}

/** Local mode: 'Reset demo data', confirmed in a dialog because it deletes everything made in this browser. */
export const DemoReset = observer(function DemoReset({ vm, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" aria-labelledby="demo-reset-title">
      <Heading as="h2" id="demo-reset-title" size="lg">
        {t('screens.settings.demo.title')}
      </Heading>
      <Text color="fg.muted">{t('screens.settings.demo.body')}</Text>
      <Button size="lg" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={vm.openConfirm}>
        {t('screens.settings.demo.reset')}
      </Button>
      <Dialog.Root role="alertdialog" open={vm.confirmOpen} onOpenChange={(e) => (e.open ? vm.openConfirm() : vm.closeConfirm())}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('screens.settings.demo.confirmTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{t('screens.settings.demo.confirmBody')}</Text>
                  {vm.resetError && <InlineAlert status="error">{t(`messages.${vm.resetError}`)}</InlineAlert>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button size="lg" variant="outline" onClick={vm.closeConfirm} disabled={vm.resetting}>
                  {t('screens.settings.demo.cancel')}
                </Button>
                <Button
                  size="lg"
                  colorPalette="red"
                  loading={vm.resetting}
                  onClick={() => {
                    void vm.resetDemo().then((ok) => ok && onReset());
                  }}
                >
                  {t('screens.settings.demo.confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
});
