import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../domain/address/Address';
import { orderAnchor } from '../../../domain/alerts/alertPath';
import type { Order } from '../../../domain/order/Order';
import { Button } from '../../shared/Button';
import { formatPrice } from '../../shared/formatPrice';
import { useAddressLine } from '../address/useAddressLine';
import { formatOrderTime } from './formatOrderTime';
import { DirectionsIcon, PhoneIcon } from './icons';
import { destinationOf, directionsUrl, storeDistanceKm, telHref, villageOf } from './orderFacts';
import { OrderItemsList } from './OrderItemsList';
import { OrderNumber } from './OrderNumber';
import { OrderStatusBadge } from './OrderStatusBadge';

interface Props {
  order: Order;
  /** h2 when the cards are the page's main list, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** 'collect' for the delivery person (cash on delivery), 'total' for the admin. */
  totalLabel?: 'collect' | 'total';
  /** The doorstep part: address, landmark, instructions, distance, call and directions. */
  showDelivery?: boolean;
  /** Where the shop is (the store settings), for the distance; the default location until they are read. */
  storeLocation?: LatLng;
  /** What the reader of this card can do about an order locked by wrong delivery codes. */
  lockedNote?: string;
  /** The card's actions (Accept, Mark delivered, Cancel...), shown at the bottom. */
  children?: ReactNode;
}

/**
 * One order as staff need it at a glance on a small phone in the sun: who, where, what, how
 * much cash, big call and directions buttons, and whether too many wrong delivery codes locked it.
 * The card is an article named by the customer.
 */
export function OrderCard({
  order,
  headingLevel = 'h2',
  totalLabel = 'collect',
  showDelivery = true,
  storeLocation,
  lockedNote,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const titleId = `order-${order.id}-title`;
  const village = villageOf(order);
  const address = order.deliveryAddress;
  const lineOf = useAddressLine();
  const destination = destinationOf(order);
  const km = storeDistanceKm(order, storeLocation);
  return (
    // The id is where an order alert's link lands (alertPath).
    <Card.Root as="article" id={orderAnchor(order.id)} aria-labelledby={titleId} size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Stack gap="0" minW="0">
            <Heading as={headingLevel} id={titleId} size="md">
              {order.userName || order.userEmail}
            </Heading>
            <HStack gap="0" columnGap="2" flexWrap="wrap" fontSize="sm">
              <OrderNumber orderId={order.id} fontWeight="semibold" />
              <Text color="fg.muted">{formatOrderTime(order.createdAt, i18n.language)}</Text>
            </HStack>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </HStack>
        {village && <Text>{t('screens.orderCard.village', { village })}</Text>}
        <OrderItemsList items={order.items} />
        <HStack justify="space-between" borderTopWidth="1px" borderColor="border" pt="2">
          <Text fontWeight="semibold">{t(totalLabel === 'collect' ? 'screens.orderCard.cashToCollect' : 'screens.orderCard.total')}</Text>
          <Text fontWeight="bold" fontSize="xl">
            {formatPrice(order.total)}
          </Text>
        </HStack>
        {order.deliveryCodeRequired && order.status !== 'delivered' && order.status !== 'cancelled' && (
          <Text fontSize="sm" fontWeight="semibold">
            {t('screens.deliveryCode.needed')}
          </Text>
        )}
        {order.deliveryLocked && order.status !== 'delivered' && order.status !== 'cancelled' && (
          <Box bg="red.50" color="red.900" borderRadius="md" p="3">
            <Text fontWeight="semibold">{t('screens.orderCard.locked')}</Text>
            {lockedNote && <Text>{lockedNote}</Text>}
          </Box>
        )}
        {order.status === 'accepted' && order.deliveryPersonName && (
          <Text fontSize="sm">{t('screens.orderCard.acceptedBy', { name: order.deliveryPersonName })}</Text>
        )}
        {showDelivery && (
          <Stack gap="1" bg="bg.muted" borderRadius="md" p="3">
            <Text fontWeight="medium">{lineOf(address)}</Text>
            {/* Typed by hand when the map failed: the rider finds it by the landmark and a call, not a map link. */}
            {km === null && <Text fontWeight="semibold">{t('screens.orderCard.noMapLocation')}</Text>}
            {address.landmark?.trim() && <Text>{t('screens.orderCard.landmark', { landmark: address.landmark })}</Text>}
            {address.instructions?.trim() && <Text>{t('screens.orderCard.instructions', { instructions: address.instructions })}</Text>}
            {km !== null && <Text color="fg.muted">{t('screens.orderCard.distance', { km })}</Text>}
          </Stack>
        )}
        {showDelivery && (order.phoneNumber || destination) && (
          <HStack gap="2" flexWrap="wrap">
            {order.phoneNumber && (
              <Button asChild size="lg" variant="outline" flex="1" minW="40">
                <a href={telHref(order.phoneNumber)}>
                  <PhoneIcon />
                  {t('screens.orderCard.call', { phone: order.phoneNumber })}
                </a>
              </Button>
            )}
            {destination && (
              <Button asChild size="lg" variant="outline" flex="1" minW="40">
                <a href={directionsUrl(destination)} target="_blank" rel="noopener noreferrer">
                  <DirectionsIcon />
                  {t('screens.orderCard.directions')}
                </a>
              </Button>
            )}
          </HStack>
        )}
        {order.cancellationNote && <Text color="fg.error">{order.cancellationNote}</Text>}
        {children && <Box>{children}</Box>}
      </Card.Body>
    </Card.Root>
  );
}
