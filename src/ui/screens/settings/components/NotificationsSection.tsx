import { Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../../app/useViewModel';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { NotificationsViewModel } from '../NotificationsViewModel';
import { SettingsSection } from './SettingsSection';

/** What a test alert did, as the person is told it. */
const TEST_RESULT = { shown: 'success', notAllowed: 'info', failed: 'warning' } as const;
const TEST_TEXT = { shown: 'shown', notAllowed: 'inApp', failed: 'failed' } as const;

/**
 * Settings → Notifications (issue 38), for this device: order alerts on or off ('Turn on' is the
 * only place the browser's permission is asked), sound on or off, what the browser blocks and how to
 * allow it on Android Chrome, whether closed-app alerts are set up, and 'Send a test alert'.
 */
export const NotificationsSection = observer(function NotificationsSection() {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(NotificationsViewModel);
  const setup = vm.setup;
  if (!setup) return null;
  const { enabled, sound } = setup.settings;
  const { permission, closedApp } = setup;
  const state = !enabled ? 'off' : permission === 'granted' ? 'on' : 'inApp';
  return (
    <SettingsSection title={t('notifications.title')} about={t('notifications.about')}>
      <Text fontWeight="medium">{t(`notifications.state.${state}`)}</Text>
      {permission === 'denied' && enabled && (
        <InlineAlert status="warning" title={t('notifications.denied.title')}>
          <Stack gap="2">
            <Text>{t('notifications.denied.intro')}</Text>
            <Box as="ol" ps="5" listStyleType="decimal" display="grid" gap="1">
              <li>{t('notifications.denied.step1')}</li>
              <li>{t('notifications.denied.step2')}</li>
              <li>{t('notifications.denied.step3')}</li>
              <li>{t('notifications.denied.step4')}</li>
            </Box>
          </Stack>
        </InlineAlert>
      )}
      {permission === 'unsupported' && enabled && <InlineAlert status="info">{t('notifications.unsupported')}</InlineAlert>}
      <HStack gap="3" flexWrap="wrap">
        {(!enabled || permission === 'default') && (
          <Button size="lg" loading={vm.busy} onClick={() => void vm.turnOn(i18n.language)}>
            {t('notifications.turnOn')}
          </Button>
        )}
        {enabled && (
          <Button size="lg" variant="outline" disabled={vm.busy} onClick={() => void vm.turnOff()}>
            {t('notifications.turnOff')}
          </Button>
        )}
      </HStack>
      {enabled && (
        <Checkbox.Root checked={sound} onCheckedChange={(e) => void vm.chooseSound(e.checked === true)} size="lg" minH="11">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('notifications.sound')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {enabled && vm.soundBlocked && (
        <InlineAlert status="warning">
          <Stack gap="2" align="flex-start">
            <Text>{t('notifications.soundBlocked')}</Text>
            <Button size="sm" onClick={() => void vm.allowSound()}>
              {t('alerts.allowSound')}
            </Button>
          </Stack>
        </InlineAlert>
      )}
      {enabled && closedApp !== 'off' && <Text color="fg.muted">{t(`notifications.closedApp.${closedApp}`)}</Text>}
      {enabled && (
        <Button
          size="lg"
          variant="outline"
          alignSelf="flex-start"
          disabled={vm.busy}
          onClick={() =>
            void vm.sendTest({ tag: 'test-alert', title: t('alerts.test.title'), body: t('alerts.test.body'), path: '/settings' })
          }
        >
          {t('notifications.test')}
        </Button>
      )}
      {vm.testOutcome && (
        <InlineAlert status={TEST_RESULT[vm.testOutcome.notification]}>
          {t(`notifications.testResult.${TEST_TEXT[vm.testOutcome.notification]}`)}
        </InlineAlert>
      )}
    </SettingsSection>
  );
});
