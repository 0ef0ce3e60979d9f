import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeliveryCharges } from '../../../domain/store/deliveryCharges';
import { formatPrice } from '../../shared/formatPrice';
import { InlineAlert } from '../../shared/InlineAlert';

interface Props {
  charges: DeliveryCharges;
  /** The store's minimum order, named in the below-minimum note. */
  minimumOrder: number;
  /** Id of the below-minimum note, for the button it explains (aria-describedby). */
  minimumNoteId?: string;
}

/** 'Add ₹X more for free delivery' and 'Minimum order ₹M: add ₹X more', when they apply. */
export function ChargesNotes({ charges, minimumOrder, minimumNoteId }: Props) {
  const { t } = useTranslation();
  if (charges.addForFreeDelivery <= 0 && charges.belowMinimumBy <= 0) return null;
  return (
    <Stack gap="2">
      {charges.belowMinimumBy > 0 && (
        <div id={minimumNoteId}>
          <InlineAlert status="warning">
            {t('screens.charges.belowMinimum', { minimum: formatPrice(minimumOrder), missing: formatPrice(charges.belowMinimumBy) })}
          </InlineAlert>
        </div>
      )}
      {charges.addForFreeDelivery > 0 && (
        <Text color="green.700" fontWeight="medium">
          {t('screens.charges.addForFree', { amount: formatPrice(charges.addForFreeDelivery) })}
        </Text>
      )}
    </Stack>
  );
}
