import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepScreenOn, type ScreenOnState } from '../../../../application/alerts/KeepScreenOn';
import { useInjection } from '../../../app/useInjection';

/**
 * 'Keep screen on while on duty' (issue 38): a rider waiting for orders keeps the dashboard in sight,
 * and so keeps hearing of them. The screen may dim again once they leave the dashboard.
 */
export function KeepScreenOnToggle() {
  const { t } = useTranslation();
  const keepScreenOn = useInjection(KeepScreenOn);
  const [state, setState] = useState<ScreenOnState>('off');
  useEffect(() => () => void keepScreenOn.execute({ on: false }), [keepScreenOn]);
  const note = state === 'unsupported' || state === 'refused' ? t(`alerts.keepScreenOn.${state}`) : t('alerts.keepScreenOn.help');
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={state === 'on'}
        disabled={state === 'unsupported'}
        onCheckedChange={(e) => void keepScreenOn.execute({ on: e.checked === true }).then(setState)}
        size="lg"
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('alerts.keepScreenOn.label')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted">
        {note}
      </Text>
    </Stack>
  );
}
