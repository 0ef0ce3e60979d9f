import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { BuyAgainOutcome } from '../BuyAgainState';

/** What 'Buy again' put in the cart (and any clamping), what it could not, and the way to the cart. */
export function BuyAgainResult({ outcome }: { outcome: BuyAgainOutcome }) {
  const { t } = useTranslation();
  if (!outcome.ok) {
    return <InlineAlert status="error">{t(`messages.${outcome.message.code}`, outcome.message.params ?? {})}</InlineAlert>;
  }
  const { added, unavailable } = outcome.summary;
  return (
    <InlineAlert
      status={added.length > 0 ? (unavailable.length > 0 ? 'warning' : 'success') : 'error'}
      title={t('screens.orders.buyAgainAdded', { count: added.length })}
    >
      <Stack gap="1" mt="1">
        {added
          .filter((a) => a.notice)
          .map((a) => (
            <Text key={a.key}>{a.notice && t(`messages.${a.notice.code}`, a.notice.params ?? {})}</Text>
          ))}
        {unavailable.length > 0 && (
          <Box as="ul" listStyleType="none" aria-label={t('screens.orders.buyAgainUnavailable')}>
            {unavailable.map((u, i) => (
              <li key={`${u.name}-${u.variant}-${i}`}>
                <Text>
                  {u.name} ({u.variant}): {u.code === 'product.unitMismatch' ? t('screens.orders.cannotSell') : t(`messages.${u.code}`)}
                </Text>
              </li>
            ))}
          </Box>
        )}
        {added.length > 0 && (
          <Button asChild size="lg" variant="outline" alignSelf="flex-start">
            <RouterLink to="/cart">{t('screens.orders.goToCart')}</RouterLink>
          </Button>
        )}
      </Stack>
    </InlineAlert>
  );
}
