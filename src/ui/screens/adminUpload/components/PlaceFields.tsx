import { SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { PlaceSelect } from './PlaceSelect';
import { ProductTextField } from './ProductTextField';

/** Where the product sits in the shop: group and subgroup, existing or new (with English and Hindi names). */
export const PlaceFields = observer(function PlaceFields({
  vm,
  errorText,
}: {
  vm: AdminUploadViewModel;
  errorText(field: string): string | null;
}) {
  const { t } = useTranslation();
  const form = vm.form;
  // An edited product stays where it is stored: moving it would leave a copy behind.
  const locked = form.isEditing;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PlaceSelect
          label={t('screens.adminUpload.group')}
          value={form.group}
          isNew={form.newGroup}
          options={vm.groups}
          newLabel={t('screens.adminUpload.newGroup')}
          error={form.newGroup ? null : errorText('group')}
          disabled={locked}
          onChange={form.chooseGroup}
        />
        {!form.newGroup && (
          <PlaceSelect
            label={t('screens.adminUpload.subgroup')}
            value={form.subgroup}
            isNew={form.newSubgroup}
            options={vm.subgroupsOfChoice}
            newLabel={t('screens.adminUpload.newSubgroup')}
            error={form.newSubgroup ? null : errorText('subgroup')}
            disabled={locked || !form.group}
            onChange={form.chooseSubgroup}
          />
        )}
      </SimpleGrid>
      {form.newGroup && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ProductTextField form={form} field="newGroupName" error={errorText('group')} required />
          <ProductTextField form={form} field="newGroupNameHi" />
        </SimpleGrid>
      )}
      {(form.newGroup || form.newSubgroup) && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <ProductTextField form={form} field="newSubgroupName" error={errorText('subgroup')} required />
          <ProductTextField form={form} field="newSubgroupNameHi" />
        </SimpleGrid>
      )}
    </Stack>
  );
});
