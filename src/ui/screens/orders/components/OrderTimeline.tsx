import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../domain/order/Order';
import { formatOrderTime } from '../../../components/orders/formatOrderTime';
import { orderTimeline } from '../orderTimeline';

const DOT: Record<string, string> = { cancelled: 'red.600', done: 'brand.solid', upcoming: 'gray.300' };

/**
 * Placed → (handed back) → accepted, by whom → delivered (or cancelled), each step with its time once it
 * has happened.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const steps = orderTimeline(order);
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={t('screens.orders.timeline')}>
      {steps.map((s, i) => {
        const color = s.step === 'cancelled' ? DOT.cancelled : s.done ? DOT.done : DOT.upcoming;
        return (
          <Flex as="li" key={s.step} gap="3" aria-current={s.done && !steps[i + 1]?.done ? 'step' : undefined}>
            <Flex direction="column" align="center" pt="1">
              <Box w="3" h="3" borderRadius="full" bg={color} flexShrink={0} />
              {i < steps.length - 1 && <Box w="0.5" flex="1" minH="5" bg={steps[i + 1]?.done ? DOT.done : DOT.upcoming} />}
            </Flex>
            <Stack gap="0" pb="2">
              <Text fontWeight={s.done ? 'semibold' : 'normal'} color={s.done ? 'fg' : 'fg.muted'}>
                {s.by ? t('screens.orders.steps.acceptedBy', { name: s.by }) : t(`screens.orders.steps.${s.step}`)}
                {!s.done && <Text as="span" srOnly>{` (${t('screens.orders.upcoming')})`}</Text>}
              </Text>
              {s.at !== undefined && (
                <Text fontSize="sm" color="fg.muted">
                  {formatOrderTime(s.at, i18n.language)}
                </Text>
              )}
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
