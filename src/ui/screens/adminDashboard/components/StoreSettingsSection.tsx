import { Card, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../../app/useViewModel';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import { WEEK_DAY_KEYS } from '../../../components/store/weekDays';
import { useNotify } from '../../../shared/NotifyContext';
import { StoreSettingsViewModel } from '../StoreSettingsViewModel';
import { ClosurePanel } from './ClosurePanel';
import { DayHoursFields } from './DayHoursFields';
import { SettingsField } from './SettingsField';
import { CheckboxRow } from './CheckboxRow';

/** A group of settings under a legend; on a phone one column, two on a wider screen. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The delivery code on or off, redrawn on its own. */
const DeliveryCodeSwitch = observer(function DeliveryCodeSwitch({ vm }: { vm: StoreSettingsViewModel }) {
  const { t } = useTranslation();
  return (
    <CheckboxRow
      label={t('screens.storeSettings.fields.deliveryCode')}
      checked={vm.draft?.deliveryCodeEnabled ?? false}
      onChange={vm.setDeliveryCode}
      helperText={t('screens.storeSettings.fields.deliveryCodeHint')}
    />
  );
});

/**
 * The owner's store settings on the admin dashboard, edited in place: closing the shop
 * for today first (the day-to-day action), then the form, saved together with one button.
 */
export const StoreSettingsSection = observer(function StoreSettingsSection() {
  const { t } = useTranslation();
  const vm = useViewModel(StoreSettingsViewModel);
  const notify = useNotify();
  const draft = vm.draft;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.save()) notify.success('settings.saved');
  };

  const hoursError = vm.errorOf('hours');

  return (
    <Card.Root as="section" aria-labelledby="dash-settings">
      {/* Narrow padding on a phone leaves room for two time boxes side by side at 360 px. */}
      <Card.Body gap="5" p={{ base: '3', md: '6' }}>
        <Stack gap="1">
          <Heading as="h2" id="dash-settings" size="lg">
            {t('screens.storeSettings.title')}
          </Heading>
          <Text color="fg.muted">{t('screens.storeSettings.intro')}</Text>
        </Stack>
        {!draft ? (
          <Text color="fg.muted">{t('common.loading')}</Text>
        ) : (
          <>
            <ClosurePanel vm={vm} onSaved={() => notify.success('settings.saved')} />
            <Stack asChild gap="6">
              <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
                <Group legend={t('screens.storeSettings.sections.store')}>
                  <SettingsField vm={vm} name="name" required autoComplete="organization" />
                  <SettingsField vm={vm} name="phone" required type="tel" inputMode="tel" />
                  <SettingsField vm={vm} name="address" required multiline />
                  <SettingsField
                    vm={vm}
                    name="whatsapp"
                    type="tel"
                    inputMode="tel"
                    helperText={t('screens.storeSettings.fields.whatsappHint')}
                  />
                </Group>

                <Group legend={t('screens.storeSettings.sections.area')}>
                  <SettingsField
                    vm={vm}
                    name="lat"
                    inputMode="decimal"
                    required
                    helperText={t('screens.storeSettings.fields.locationHint')}
                  />
                  {/* One message for the pair, under latitude. */}
                  <SettingsField vm={vm} name="lng" inputMode="decimal" required error={null} />
                  <SettingsField vm={vm} name="deliveryRadiusKm" inputMode="decimal" required />
                  <SettingsField
                    vm={vm}
                    name="allowedPincodes"
                    inputMode="numeric"
                    helperText={t('screens.storeSettings.fields.pincodesHint')}
                  />
                </Group>

                <Group legend={t('screens.storeSettings.sections.charges')}>
                  <SettingsField vm={vm} name="deliveryFee" inputMode="decimal" required />
                  <SettingsField
                    vm={vm}
                    name="freeDeliveryFrom"
                    inputMode="decimal"
                    required
                    helperText={t('screens.storeSettings.fields.freeDeliveryHint')}
                  />
                  <SettingsField
                    vm={vm}
                    name="minimumOrder"
                    inputMode="decimal"
                    required
                    helperText={t('screens.storeSettings.fields.minimumHint')}
                  />
                </Group>

                <Fieldset.Root invalid={!!hoursError}>
                  <Fieldset.Legend fontSize="md" fontWeight="semibold">
                    {t('screens.storeSettings.sections.hours')}
                  </Fieldset.Legend>
                  <Text fontSize="sm" color="fg.muted">
                    {t('screens.storeSettings.fields.hoursHint')}
                  </Text>
                  <Fieldset.Content>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                      {draft.hours.map((_, i) => (
                        <DayHoursFields key={WEEK_DAY_KEYS[i]} vm={vm} day={i} />
                      ))}
                    </SimpleGrid>
                  </Fieldset.Content>
                  {hoursError && (
                    <Text fontSize="sm" color="red.700" fontWeight="medium">
                      {t(`messages.${hoursError}`)}
                    </Text>
                  )}
                </Fieldset.Root>

                <Group legend={t('screens.storeSettings.sections.cash')}>
                  <SettingsField
                    vm={vm}
                    name="maxOpenOrders"
                    inputMode="numeric"
                    required
                    helperText={t('screens.storeSettings.fields.maxOpenOrdersHint')}
                  />
                  <DeliveryCodeSwitch vm={vm} />
                </Group>

                {vm.error && <InlineAlert status="error">{t(`messages.${vm.error}`)}</InlineAlert>}
                <Button type="submit" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} minW="48" loading={vm.saving}>
                  {t('screens.storeSettings.save')}
                </Button>
              </form>
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
});
