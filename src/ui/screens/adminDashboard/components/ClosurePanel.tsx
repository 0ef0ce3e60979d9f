import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { TextField } from '../../../shared/TextField';
import type { StoreSettingsViewModel } from '../StoreSettingsViewModel';
import { StackForm } from '../../../shared/StackForm';

/**
 * 'Close the shop for today' with the message customers see on the home page (checkout waits
 * until the shop opens again or the day ends), or, while closed, 'Open the shop again'.
 */
export const ClosurePanel = observer(function ClosurePanel({ vm, onSaved }: { vm: StoreSettingsViewModel; onSaved(): void }) {
  const { t } = useTranslation();
  const closed = vm.closedToday;
  const code = vm.closureError;
  const run = async (action: () => Promise<boolean>) => {
    if (await action()) onSaved();
  };
  return (
    <Stack as="section" aria-labelledby="settings-closure" gap="3" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <Heading as="h3" id="settings-closure" size="md">
        {t('screens.storeSettings.sections.closure')}
      </Heading>
      {closed !== null ? (
        <>
          <InlineAlert status="warning">{t('screens.storeSettings.closedNow', { message: closed })}</InlineAlert>
          {code && <InlineAlert status="error">{t(`messages.${code}`)}</InlineAlert>}
          <Button
            size="lg"
            alignSelf={{ base: 'stretch', md: 'flex-start' }}
            loading={vm.closureSaving}
            onClick={() => void run(vm.reopen)}
          >
            {t('screens.storeSettings.reopen')}
          </Button>
        </>
      ) : (
        <StackForm gap="3" onSubmit={() => void run(vm.closeForToday)}>
          <Text color="fg.muted">{t('screens.storeSettings.closureHint')}</Text>
          <TextField
            name="closureMessage"
            label={t('screens.storeSettings.fields.closureMessage')}
            placeholder={t('screens.storeSettings.fields.closurePlaceholder')}
            value={vm.closureText}
            onChange={vm.setClosureText}
            error={code ? t(`messages.${code}`) : null}
            maxLength={200}
            multiline
            required
          />
          <Button type="submit" size="lg" colorPalette="red" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={vm.closureSaving}>
            {t('screens.storeSettings.closeToday')}
          </Button>
        </StackForm>
      )}
    </Stack>
  );
});
