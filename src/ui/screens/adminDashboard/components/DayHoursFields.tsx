import { Field, Fieldset, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { WEEK_DAY_KEYS } from '../../../components/store/weekDays';
import type { StoreSettingsViewModel } from '../StoreSettingsViewModel';
import { CheckboxRow } from './CheckboxRow';

/** One day's delivery hours: closed all day, or opening and closing times (India time). */
export const DayHoursFields = observer(function DayHoursFields({ vm, day }: { vm: StoreSettingsViewModel; day: number }) {
  const { t } = useTranslation();
  const hours = vm.draft?.hours[day];
  if (!hours) return null;
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '2', md: '3' }}>
      <Fieldset.Legend fontWeight="medium">{t(`screens.store.days.${WEEK_DAY_KEYS[day]}`)}</Fieldset.Legend>
      <Stack gap="2">
        <CheckboxRow
          label={t('screens.storeSettings.fields.closedDay')}
          checked={hours.closed}
          onChange={(closed) => vm.setDayClosed(day, closed)}
        />
        <SimpleGrid columns={2} gap="2">
          <Field.Root disabled={hours.closed}>
            <Field.Label>{t('screens.storeSettings.fields.opens')}</Field.Label>
            <Input type="time" size="lg" value={hours.opens} onChange={(e) => vm.setDayTime(day, 'opens', e.target.value)} />
          </Field.Root>
          <Field.Root disabled={hours.closed}>
            <Field.Label>{t('screens.storeSettings.fields.closes')}</Field.Label>
            <Input type="time" size="lg" value={hours.closes} onChange={(e) => vm.setDayTime(day, 'closes', e.target.value)} />
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </Fieldset.Root>
  );
});
