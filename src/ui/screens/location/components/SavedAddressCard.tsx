import { Badge, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../../../domain/address/Address';
import { useAddressLine } from '../../../components/address/useAddressLine';
import { Button } from '../../../shared/Button';

interface Props {
  address: SavedAddress;
  /** This entry is the current delivery address. */
  current: boolean;
  /** This entry is being made the delivery address now. */
  selecting: boolean;
  disabled: boolean;
  onSelect(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One saved address: its type, the full line, the landmark, 'Deliver Here' unless it is the current one, Edit and Delete. */
export function SavedAddressCard({ address, current, selecting, disabled, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const line = useAddressLine()(address);
  return (
    <Card.Root as="li" variant="outline" borderColor={current ? 'brand.solid' : 'border'} borderWidth={current ? '2px' : '1px'}>
      <Card.Body gap="2" p="4">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="subtle">{t(`screens.addressDetails.types.${address.label}`)}</Badge>
          {current && (
            <Badge colorPalette="brand" variant="solid">
              {t('screens.location.current')}
            </Badge>
          )}
        </Flex>
        <Stack gap="0.5">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {line}
          </Text>
          {address.landmark && (
            <Text fontSize="sm" color="fg.muted">
              {t('screens.location.landmark', { landmark: address.landmark })}
            </Text>
          )}
        </Stack>
        <Flex gap="2" wrap="wrap">
          {!current && (
            <Button size="lg" variant="outline" onClick={onSelect} loading={selecting} disabled={disabled}>
              {t('screens.location.deliverHere')}
            </Button>
          )}
          <Button size="lg" variant="ghost" color="brand.fg" onClick={onEdit} disabled={disabled}>
            {t('screens.location.edit')}
          </Button>
          {/* red.700: Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA. */}
          <Button size="lg" variant="ghost" color="red.700" onClick={onDelete} disabled={disabled}>
            {t('screens.location.delete')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
