import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MapLoadErrorCode } from '../../../application/ports/MapView';
import { Button } from '../../shared/Button';

interface Props {
  code: MapLoadErrorCode;
  onEnterManually(): void;
}

/**
 * docs/SPEC.md 'Screens and routes', 'Error catalogue': 'Map not available', 'Failed to load map.' plus the
 * cause, and 'Enter Manually'.
 */
export function MapUnavailable({ code, onEnterManually }: Props) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md" flexWrap="wrap" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Alert.Title>{t('screens.addressPicker.mapUnavailable')}</Alert.Title>
        <Alert.Description>
          {t('messages.maps.loadFailedPrefix')} {t(`messages.${code}`)}
        </Alert.Description>
      </Alert.Content>
      <Button size="lg" onClick={onEnterManually} flexShrink="0">
        {t('screens.addressPicker.enterManually')}
      </Button>
    </Alert.Root>
  );
}
