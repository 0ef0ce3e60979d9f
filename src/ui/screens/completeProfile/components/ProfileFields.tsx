import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ProfileFormField } from '../../../../domain/user/validateProfileForm';
import { TextField } from '../../../shared/TextField';
import type { CompleteProfileViewModel } from '../CompleteProfileViewModel';

const FIELDS: ReadonlyArray<{ field: ProfileFormField; autoComplete: string; required: boolean }> = [
  { field: 'name', autoComplete: 'name', required: true },
  { field: 'village', autoComplete: 'address-level2', required: true },
  { field: 'phoneNumber', autoComplete: 'tel-national', required: false },
];

/** The name, village and phone boxes with their errors; the form around them belongs to the page. */
export const ProfileFields = observer(function ProfileFields({ vm }: { vm: CompleteProfileViewModel }) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS.map(({ field, autoComplete, required }) => {
        const error = vm.errors[field];
        return (
          <TextField
            key={field}
            name={field}
            label={t(`screens.completeProfile.fields.${field}`)}
            placeholder={t(`screens.completeProfile.fields.${field}Placeholder`)}
            helperText={field === 'phoneNumber' ? t('screens.completeProfile.fields.phoneNumberHint') : undefined}
            value={vm[field]}
            onChange={(value) => vm.setField(field, value)}
            error={error ? t(`messages.${error}`) : null}
            required={required}
            autoComplete={autoComplete}
            disabled={vm.saving}
            {...(field === 'phoneNumber' ? { type: 'tel' as const, inputMode: 'tel' as const, maxLength: 16 } : {})}
          />
        );
      })}
    </>
  );
});
