import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/TextField';
import type { DraftTextField } from '../storeSettingsDraft';
import type { StoreSettingsViewModel } from '../StoreSettingsViewModel';

/** screens.storeSettings.fields.<key> of each box. */
const LABEL_KEY: Record<DraftTextField, string> = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  whatsapp: 'whatsapp',
  lat: 'lat',
  lng: 'lng',
  deliveryRadiusKm: 'radius',
  allowedPincodes: 'pincodes',
  deliveryFee: 'deliveryFee',
  freeDeliveryFrom: 'freeDeliveryFrom',
  minimumOrder: 'minimumOrder',
  maxOpenOrders: 'maxOpenOrders',
};

type Props = { vm: StoreSettingsViewModel; name: DraftTextField } & Partial<ComponentProps<typeof TextField>>;

/**
 * One box of the settings form with its problem under it. Its own observer, so typing in it
 * redraws this box only, not the whole form (cheap phones).
 */
export const SettingsField = observer(function SettingsField({ vm, name, ...extra }: Props) {
  const { t } = useTranslation();
  const code = vm.errorOf(name);
  return (
    <TextField
      name={name}
      label={t(`screens.storeSettings.fields.${LABEL_KEY[name]}`)}
      value={vm.draft?.[name] ?? ''}
      onChange={(value) => vm.setField(name, value)}
      error={code ? t(`messages.${code}`) : null}
      {...extra}
    />
  );
});
