import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/Address';
import { PinIcon } from './icons';
import { useAddressLine } from './useAddressLine';

/** docs/SPEC.md 'Screens and routes': the picked location's formatted address, plus area, city and pincode when present. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation();
  const lineOf = useAddressLine();
  const parts = (['area', 'city', 'pincode'] as const).filter((part) => address[part].trim() !== '');
  return (
    <Flex gap="2" align="flex-start" p="3" borderRadius="md" bg="brand.subtle" data-testid="address-summary">
      <PinIcon color="var(--chakra-colors-brand-fg)" />
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {lineOf(address)}
        </Text>
        {parts.map((part) => (
          <Text key={part} fontSize="sm" color="fg.muted">
            {t(`screens.addressDetails.${part}`)}: {address[part]}
          </Text>
        ))}
      </Stack>
    </Flex>
  );
}
