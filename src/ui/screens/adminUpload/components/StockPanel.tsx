import { Field, HStack, Input } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { StackForm } from '../../../shared/StackForm';
import { SidePanel } from './SidePanel';

/** Set the stock of the product being edited, one counter at a time (after a delivery or a stock take). */
export const StockPanel = observer(function StockPanel({ vm, onSave }: { vm: AdminUploadViewModel; onSave(variant: string | null): void }) {
  const { t } = useTranslation();
  const slots = vm.stockSlots;
  if (slots.length === 0) return null;
  return (
    <SidePanel title={t('screens.adminUpload.stockTitle')} help={t('screens.adminUpload.stockHelp')}>
      {slots.map((slot) => {
        const name = slot.variant ?? t('screens.adminUpload.stockAll');
        const key = slot.variant ?? '';
        return (
          <StackForm key={key} gap="2" onSubmit={() => onSave(slot.variant)}>
            <Field.Root>
              <Field.Label>{t('screens.adminUpload.stockOf', { name, current: slot.current, unit: slot.unit })}</Field.Label>
              <HStack gap="2" width="full">
                <Input
                  size="lg"
                  inputMode="decimal"
                  value={vm.stockInput(slot.variant)}
                  placeholder={String(slot.current)}
                  onChange={(e) => vm.setStockInput(slot.variant, e.target.value)}
                />
                <Button
                  type="submit"
                  size="lg"
                  loading={vm.stockBusy === key}
                  disabled={vm.stockBusy !== null || vm.stockInput(slot.variant).trim() === ''}
                >
                  {t('screens.adminUpload.stockSave')}
                </Button>
              </HStack>
            </Field.Root>
          </StackForm>
        );
      })}
    </SidePanel>
  );
});
