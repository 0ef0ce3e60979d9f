import { Button, Card, Field, Fieldset, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/SessionContext';
import { useViewModel } from '../../../app/useViewModel';
import { InlineAlert } from '../../../components/address/InlineAlert';
import { TextField } from '../../../components/address/TextField';
import { WEEK_DAY_KEYS } from '../../../components/store/weekDays';
import { useNotify } from '../../../shared/NotifyContext';
import type { DraftTextField } from '../storeSettingsDraft';
import { StoreSettingsViewModel } from '../StoreSettingsViewModel';
import { ClosurePanel } from './ClosurePanel';
import { SwitchRow } from './SwitchRow';

/** A group of settings under a legend; on a phone one column, two on a wider screen. */
function Group({ legend, children, columns = 2 }: { legend: string; children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
          {children}
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/**
 * The owner's store settings on the admin dashboard (issue 12), edited in place: closing the shop
 * for today first (the day-to-day action), then the form, saved together with one button.
 */
export const StoreSettingsSection = observer(function StoreSettingsSection() {
  const { t } = useTranslation();
  const vm = useViewModel(StoreSettingsViewModel);
  const session = useSession();
  const notify = useNotify();
  useEffect(() => vm.setActor(session.profile), [vm, session.profile]);
  const draft = vm.draft;

  const field = (name: DraftTextField, extra: Partial<ComponentProps<typeof TextField>> = {}) => {
    const code = vm.errorOf(name);
    return (
      <TextField
        name={name}
        label={t(`screens.storeSettings.fields.${name === 'deliveryRadiusKm' ? 'radius' : name === 'allowedPincodes' ? 'pincodes' : name}`)}
        value={draft?.[name] ?? ''}
        onChange={(value) => vm.setField(name, value)}
        error={code ? t(`messages.${code}`) : null}
        {...extra}
      />
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.save()) notify.success('settings.saved');
  };

  const hoursError = vm.errorOf('hours');

  return (
    <Card.Root as="section" aria-labelledby="dash-settings">
      <Card.Body gap="5">
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
                  {field('name', { required: true, autoComplete: 'organization' })}
                  {field('phone', { required: true, type: 'tel', inputMode: 'tel' })}
                  {field('address', { required: true, multiline: true })}
                  {field('whatsapp', { type: 'tel', inputMode: 'tel', helperText: t('screens.storeSettings.fields.whatsappHint') })}
                </Group>

                <Group legend={t('screens.storeSettings.sections.area')}>
                  {field('lat', { inputMode: 'decimal', required: true, helperText: t('screens.storeSettings.fields.locationHint') })}
                  {/* One message for the pair, under latitude. */}
                  {field('lng', { inputMode: 'decimal', required: true, error: null })}
                  {field('deliveryRadiusKm', { inputMode: 'decimal', required: true })}
                  {field('allowedPincodes', { inputMode: 'numeric', helperText: t('screens.storeSettings.fields.pincodesHint') })}
                </Group>

                <Group legend={t('screens.storeSettings.sections.charges')}>
                  {field('deliveryFee', { inputMode: 'decimal', required: true })}
                  {field('freeDeliveryFrom', { inputMode: 'decimal', required: true, helperText: t('screens.storeSettings.fields.freeDeliveryHint') })}
                  {field('minimumOrder', { inputMode: 'decimal', required: true, helperText: t('screens.storeSettings.fields.minimumHint') })}
                </Group>

                <Fieldset.Root invalid={!!hoursError}>
                  <Fieldset.Legend fontSize="md" fontWeight="semibold">
                    {t('screens.storeSettings.sections.hours')}
                  </Fieldset.Legend>
                  <Fieldset.HelperText>{t('screens.storeSettings.fields.hoursHint')}</Fieldset.HelperText>
                  <Fieldset.Content>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                      {draft.hours.map((day, i) => (
                        <Fieldset.Root key={WEEK_DAY_KEYS[i]} borderWidth="1px" borderColor="border" borderRadius="md" p="3">
                          <Fieldset.Legend fontWeight="medium">{t(`screens.store.days.${WEEK_DAY_KEYS[i]}`)}</Fieldset.Legend>
                          <Stack gap="2">
                            <SwitchRow label={t('screens.storeSettings.fields.closedDay')} checked={day.closed} onChange={(closed) => vm.setDayClosed(i, closed)} />
                            <SimpleGrid columns={2} gap="2">
                              <Field.Root disabled={day.closed}>
                                <Field.Label>{t('screens.storeSettings.fields.opens')}</Field.Label>
                                <Input type="time" size="lg" value={day.opens} onChange={(e) => vm.setDayTime(i, 'opens', e.target.value)} />
                              </Field.Root>
                              <Field.Root disabled={day.closed}>
                                <Field.Label>{t('screens.storeSettings.fields.closes')}</Field.Label>
                                <Input type="time" size="lg" value={day.closes} onChange={(e) => vm.setDayTime(i, 'closes', e.target.value)} />
                              </Field.Root>
                            </SimpleGrid>
                          </Stack>
                        </Fieldset.Root>
                      ))}
                    </SimpleGrid>
                  </Fieldset.Content>
                  {hoursError && <Fieldset.ErrorText>{t(`messages.${hoursError}`)}</Fieldset.ErrorText>}
                </Fieldset.Root>

                <Group legend={t('screens.storeSettings.sections.cash')}>
                  {field('maxOpenOrders', { inputMode: 'numeric', required: true, helperText: t('screens.storeSettings.fields.maxOpenOrdersHint') })}
                  <SwitchRow
                    label={t('screens.storeSettings.fields.deliveryCode')}
                    checked={draft.deliveryCodeEnabled}
                    onChange={vm.setDeliveryCode}
                    helperText={t('screens.storeSettings.fields.deliveryCodeHint')}
                  />
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
