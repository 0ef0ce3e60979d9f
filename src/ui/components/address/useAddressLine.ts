import { useTranslation } from 'react-i18next';
import { addressLine, type AddressLineParts } from './addressLine';

/** addressLine() in the interface's current language. */
export function useAddressLine(): (address: AddressLineParts) => string {
  const { t } = useTranslation();
  return (address) => addressLine(address, t('common.unknownLocation'));
}
