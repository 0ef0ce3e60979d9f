import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { discountPercent } from '../../../domain/catalog/discount';
import type { Paise } from '../../../domain/shared/Money';
import { formatPrice } from '../../shared/formatPrice';

interface Props {
  price: Paise;
  mrp: Paise;
  /** 'lg' on the product page, 'md' on cards and cart lines. */
  size?: 'md' | 'lg';
  /** The percent-off badge; the product page shows its own on the image as well. */
  showPercent?: boolean;
}

/** Price, the struck-through MRP and the percent off (docs/SPEC.md 'Validation rules') when the price is below MRP. */
export function PriceBlock({ price, mrp, size = 'md', showPercent = true }: Props) {
  const { t } = useTranslation();
  const percent = discountPercent(price, mrp);
  return (
    <HStack gap="2" flexWrap="wrap" align="baseline">
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} color="fg">
        {formatPrice(price)}
      </Text>
      {percent > 0 && (
        <>
          <Text
            as="s"
            color="fg.muted"
            fontSize={size === 'lg' ? 'md' : 'sm'}
            aria-label={t('screens.shop.mrp', { price: formatPrice(mrp) })}
          >
            {formatPrice(mrp)}
          </Text>
          {showPercent && (
            <Badge colorPalette="green" variant="subtle" size={size === 'lg' ? 'lg' : 'md'}>
              {t('screens.shop.off', { percent })}
            </Badge>
          )}
        </>
      )}
    </HStack>
  );
}
