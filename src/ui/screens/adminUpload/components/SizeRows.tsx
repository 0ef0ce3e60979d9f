import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { TextField } from '../../../shared/TextField';
import type { ProductFormModel } from '../ProductFormModel';

interface Props {
  form: ProductFormModel;
  errorText(field: string): string | null;
}

/** Sizes the product is sold in ('500g', '2kg'), each with price, MRP and (unless loose) stock. */
export const SizeRows = observer(function SizeRows({ form, errorText }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" size="md" mb="1">
        {t('screens.adminUpload.sizes')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('screens.adminUpload.sizesHelp')}
      </Text>
      {form.variants.map((row, index) => {
        const n = index + 1;
        const unit = form.unitOf(row.label);
        return (
          <Box key={row.key} borderWidth="1px" borderRadius="md" p="3" role="group" aria-label={t('screens.adminUpload.sizeN', { n })}>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <TextField
                label={t('screens.adminUpload.sizeLabel', { n })}
                value={row.label}
                placeholder="500g"
                onChange={(v) => form.setVariant(row.key, 'label', v)}
                error={errorText(`variants.${index}.label`)}
                helperText={unit ? t('screens.adminUpload.unit', { unit }) : undefined}
              />
              <TextField
                label={t('screens.adminUpload.sizePrice', { n })}
                value={row.price}
                inputMode="decimal"
                onChange={(v) => form.setVariant(row.key, 'price', v)}
                error={errorText(`variants.${index}.price`)}
              />
              <TextField
                label={t('screens.adminUpload.sizeMrp', { n })}
                value={row.mrp}
                inputMode="decimal"
                onChange={(v) => form.setVariant(row.key, 'mrp', v)}
                error={errorText(`variants.${index}.mrp`)}
              />
              {!form.loose && (
                <TextField
                  label={t('screens.adminUpload.sizeStock', { n })}
                  value={row.available}
                  inputMode="numeric"
                  onChange={(v) => form.setVariant(row.key, 'available', v)}
                  error={errorText(`variants.${index}.available`)}
                  disabled={row.stored}
                  helperText={row.stored ? t('screens.adminUpload.stockBelow') : undefined}
                />
              )}
            </SimpleGrid>
            <HStack justify="flex-end" mt="2">
              <Button size="md" variant="ghost" colorPalette="red" onClick={() => form.removeVariant(row.key)}>
                {t('screens.adminUpload.removeSize', { n })}
              </Button>
            </HStack>
          </Box>
        );
      })}
      <Button size="lg" variant="outline" alignSelf="flex-start" onClick={form.addVariant}>
        {t('screens.adminUpload.addSize')}
      </Button>
    </Stack>
  );
});
