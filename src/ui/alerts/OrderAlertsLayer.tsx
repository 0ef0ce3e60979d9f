import { Box, Card, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { alertPath } from '../../domain/alerts/alertPath';
import { useSession } from '../app/SessionContext';
import { useViewModel } from '../app/useViewModel';
import { Button } from '../shared/Button';
import { alertText } from './alertText';
import { OrderAlertsViewModel } from './OrderAlertsViewModel';
import { useAlertTitle } from './useAlertTitle';
import { useOrderAnchor } from './useOrderAnchor';

/**
 * The order alerts over every screen (issue 38), loaded once someone is signed in (AlertsHost): the
 * banners with 'Open order', the chime blocked until a tap, the tab's title and the app's badge. The
 * first tap anywhere lets the chime play; the alert links land on their order's card.
 */
const OrderAlertsLayer = observer(function OrderAlertsLayer() {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(OrderAlertsViewModel);
  const role = useSession().role ?? 'customer';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const regionId = useId();

  useEffect(() => vm.setWords((alert) => ({ ...alertText(alert, t), path: alertPath(alert, role) })), [vm, t, role]);
  useEffect(() => vm.sync(i18n.language), [vm, i18n.language, role]);
  useEffect(() => {
    // A phone plays sound only after a tap in the page: the first one anywhere lets the chime play.
    const unlock = () => vm.soundWanted && vm.allowSound();
    document.addEventListener('click', unlock, { once: true, capture: true });
    return () => document.removeEventListener('click', unlock, { capture: true });
  }, [vm]);
  // A new order is in plain sight on the list it opens (the dashboard, Manage Orders): no banner over that list.
  useEffect(
    () => vm.seePage((alert) => alert.audience === 'staff' && alertPath(alert, role).startsWith(`${pathname}#`)),
    [vm, pathname, role],
  );
  useAlertTitle(vm.newOrders);
  useOrderAnchor();

  if (vm.banners.length === 0 && !vm.soundBlocked) return null;
  return (
    // Under the top bar, in the page's flow (nothing under it is covered until the person scrolls), and
    // kept in sight while they scroll.
    <Box position="sticky" top="14" zIndex="docked" px="2" pt="2">
      <Stack as="section" aria-labelledby={regionId} gap="2" maxW="xl" mx="auto">
        <Text id={regionId} srOnly>
          {t('alerts.region')}
        </Text>
        {vm.soundBlocked && (
          <Card.Root size="sm" role="status" bg="orange.50" borderColor="orange.300" boxShadow="md">
            <Card.Body>
              <HStack justify="space-between" gap="3" flexWrap="wrap">
                <Text fontWeight="medium">{t('alerts.soundBlocked')}</Text>
                <Button size="sm" onClick={() => vm.allowSound()}>
                  {t('alerts.allowSound')}
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        )}
        {vm.banners.map((alert) => {
          const { title, body } = alertText(alert, t);
          const path = alertPath(alert, role);
          return (
            <Card.Root
              key={alert.key}
              size="sm"
              role="status"
              pointerEvents="auto"
              borderColor="brand.solid"
              borderWidth="2px"
              boxShadow="lg"
            >
              <Card.Body gap="2">
                <HStack justify="space-between" align="flex-start" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="bold" fontSize="lg">
                      {title}
                    </Text>
                    {body && <Text>{body}</Text>}
                  </Stack>
                  <CloseButton size="sm" aria-label={t('alerts.dismiss')} onClick={() => vm.dismiss(alert.key)} />
                </HStack>
                <Button
                  size="lg"
                  onClick={() => {
                    vm.dismiss(alert.key);
                    void navigate(path);
                  }}
                >
                  {t('alerts.open')}
                </Button>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Box>
  );
});

export default OrderAlertsLayer;
