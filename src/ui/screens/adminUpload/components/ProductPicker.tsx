import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ProductRef } from '../../../../domain/catalog/Product';
import { Button } from '../../../shared/Button';
import { TextField } from '../../../shared/TextField';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';

/** 'Edit a product': find one by name (English or Hindi) and open it in the form. */
export const ProductPicker = observer(function ProductPicker({ vm, onOpen }: { vm: AdminUploadViewModel; onOpen(ref: ProductRef): void }) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const query = vm.pickerQuery.trim();
  return (
    <Stack as="section" aria-labelledby="picker-title" gap="3">
      <Heading as="h2" id="picker-title" size="lg">
        {t('screens.adminUpload.pickerTitle')}
      </Heading>
      <TextField
        type="search"
        label={t('screens.adminUpload.pickerLabel')}
        value={vm.pickerQuery}
        onChange={(value) => vm.setPickerQuery(value)}
        placeholder={t('screens.adminUpload.pickerPlaceholder')}
      />
      {query && vm.matches.length === 0 && <Text color="fg.muted">{t('screens.adminUpload.noMatch')}</Text>}
      {vm.matches.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none">
          {vm.matches.map((p) => (
            <Box as="li" key={`${p.group}/${p.subgroup}/${p.id}`}>
              <Button size="lg" variant="ghost" width="full" justifyContent="flex-start" onClick={() => onOpen(p)}>
                {(hindi && p.nameHi) || p.name}
                <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm" truncate>
                  {p.group} / {p.subgroup}
                </Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
