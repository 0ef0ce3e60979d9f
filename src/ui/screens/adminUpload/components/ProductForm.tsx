import { Checkbox, Field, Heading, HStack, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { STOCK_UNITS } from '../ProductFormModel';
import { ImagesField } from './ImagesField';
import { PlaceFields } from './PlaceFields';
import { SizeRows } from './SizeRows';
import { StackForm } from '../../../shared/StackForm';
import { ProductTextField } from './ProductTextField';

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
    <StackForm gap="5" aria-labelledby="product-form-title" onSubmit={() => onSave()}>
      <Heading as="h2" id="product-form-title" size="lg">
        {form.isEditing ? t('screens.adminUpload.editTitle', { name: editing?.name ?? form.name }) : t('screens.adminUpload.newTitle')}
      </Heading>
      <PlaceFields vm={vm} errorText={errorText} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <ProductTextField form={form} field="name" error={errorText('name')} required />
        <ProductTextField form={form} field="nameHi" />
        <ProductTextField form={form} field="about" multiline />
        <ProductTextField form={form} field="aboutHi" multiline />
      </SimpleGrid>
      <ImagesField vm={vm} />
      <Stack as="fieldset" gap="3">
        <Heading as="legend" size="md" mb="1">
          {t('screens.adminUpload.pricesAndStock')}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {!hasSizes && (
            <>
              <ProductTextField form={form} field="price" inputMode="decimal" error={errorText('price')} required />
              <ProductTextField form={form} field="mrp" inputMode="decimal" error={errorText('mrp')} required />
              <ProductTextField form={form} field="weight" placeholder="1kg" />
            </>
          )}
          <ProductTextField form={form} field="wSale" inputMode="decimal" error={errorText('wSale')} />
          {(!hasSizes || form.loose) && (
            <ProductTextField
              form={form}
              field="available"
              inputMode="decimal"
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
    </StackForm>
  );
});
