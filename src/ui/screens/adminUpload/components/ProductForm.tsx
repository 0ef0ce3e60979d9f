import { Button, Checkbox, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../shared/InlineAlert';
import { TextField } from '../../../shared/TextField';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { STOCK_UNITS } from '../ProductFormModel';
import { ImagesField } from './ImagesField';
import { PlaceFields } from './PlaceFields';
import { SizeRows } from './SizeRows';

interface Props {
  vm: AdminUploadViewModel;
  onSave(): void;
  onNew(): void;
}

/** Every field of a product the shop owner sets (docs/SPEC.md 'Entities and their fields'), with each problem under its field. */
export const ProductForm = observer(function ProductForm({ vm, onSave, onNew }: Props) {
  const { t } = useTranslation();
  const form = vm.form;
  const errorText = (field: string) => {
    const code = form.errorOf(field);
    return code ? t(`messages.${code}`) : null;
  };
  const hasSizes = form.variants.length > 0;
  const editing = vm.editingProduct;
  return (
    <Stack asChild gap="5">
      <form
        noValidate
        aria-labelledby="product-form-title"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Heading as="h2" id="product-form-title" size="lg">
          {form.isEditing ? t('screens.adminUpload.editTitle', { name: editing?.name ?? form.name }) : t('screens.adminUpload.newTitle')}
        </Heading>
        <PlaceFields vm={vm} errorText={errorText} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            label={t('screens.adminUpload.name')}
            value={form.name}
            onChange={(v) => form.setText('name', v)}
            error={errorText('name')}
            required
          />
          <TextField label={t('screens.adminUpload.nameHi')} value={form.nameHi} onChange={(v) => form.setText('nameHi', v)} />
          <TextField label={t('screens.adminUpload.about')} value={form.about} onChange={(v) => form.setText('about', v)} multiline />
          <TextField label={t('screens.adminUpload.aboutHi')} value={form.aboutHi} onChange={(v) => form.setText('aboutHi', v)} multiline />
        </SimpleGrid>
        <ImagesField vm={vm} />
        <Stack as="fieldset" gap="3">
          <Heading as="legend" size="md" mb="1">
            {t('screens.adminUpload.pricesAndStock')}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {!hasSizes && (
              <>
                <TextField
                  label={t('screens.adminUpload.price')}
                  value={form.price}
                  inputMode="decimal"
                  onChange={(v) => form.setText('price', v)}
                  error={errorText('price')}
                  required
                />
                <TextField
                  label={t('screens.adminUpload.mrp')}
                  value={form.mrp}
                  inputMode="decimal"
                  onChange={(v) => form.setText('mrp', v)}
                  error={errorText('mrp')}
                  required
                />
                <TextField
                  label={t('screens.adminUpload.weight')}
                  value={form.weight}
                  placeholder="1kg"
                  onChange={(v) => form.setText('weight', v)}
                />
              </>
            )}
            <TextField
              label={t('screens.adminUpload.wSale')}
              value={form.wSale}
              inputMode="decimal"
              onChange={(v) => form.setText('wSale', v)}
              error={errorText('wSale')}
            />
            {(!hasSizes || form.loose) && (
              <TextField
                label={t('screens.adminUpload.available')}
                value={form.available}
                inputMode="decimal"
                onChange={(v) => form.setText('available', v)}
                error={errorText('available')}
                disabled={form.isEditing}
                helperText={form.isEditing ? t('screens.adminUpload.stockBelow') : undefined}
              />
            )}
            <Field.Root>
              <Field.Label>{t('screens.adminUpload.availableUnit')}</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field value={form.availableUnit} onChange={(e) => form.setText('availableUnit', e.target.value)}>
                  {[...new Set([...STOCK_UNITS, form.availableUnit])].map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`screens.adminUpload.units.${unit}`, { defaultValue: unit })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Checkbox.Root checked={form.loose} onCheckedChange={(e) => form.setLoose(e.checked === true)} minH="11">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('screens.adminUpload.loose')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
        <SizeRows form={form} errorText={errorText} />
        {vm.saveError && <InlineAlert status="error">{t(`messages.${vm.saveError.code}`, vm.saveError.params ?? {})}</InlineAlert>}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" size="lg" minW="48" loading={vm.saving} disabled={vm.uploading > 0}>
            {t('screens.adminUpload.save')}
          </Button>
          {form.isEditing && (
            <Button type="button" size="lg" variant="outline" onClick={onNew}>
              {t('screens.adminUpload.newProduct')}
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
});
