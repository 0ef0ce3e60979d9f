import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/TextField';
import type { NewPlaceField, ProductFormModel, TextField as TextKey } from '../ProductFormModel';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'value' | 'onChange'> & {
  form: ProductFormModel;
  /** The form's field; also the key of its label (screens.adminUpload.<field>). */
  field: TextKey | NewPlaceField;
};

/** One text box of the product form, bound to its field by name; error, hints and the rest as TextField takes them. */
export const ProductTextField = observer(function ProductTextField({ form, field, ...rest }: Props) {
  const { t } = useTranslation();
  return <TextField label={t(`screens.adminUpload.${field}`)} value={form[field]} onChange={(v) => form.setText(field, v)} {...rest} />;
});
