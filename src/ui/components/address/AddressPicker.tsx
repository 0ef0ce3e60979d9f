import { Box, Center, Flex, Group, IconButton, Input, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/Address';
import { useViewModel } from '../../app/useViewModel';
import { Button } from '../../shared/Button';
import { AddressPickerViewModel } from './AddressPickerViewModel';
import { LocateIcon, SearchIcon } from './icons';
import { InlineAlert } from '../../shared/InlineAlert';
import { LocationHelpCard } from './LocationHelpCard';
import { ManualAddressForm } from './ManualAddressForm';
import { MapUnavailable } from './MapUnavailable';

export interface AddressPickerProps {
  /** Height of the map (docs/SPEC.md 'Screens and routes': default 400px). */
  height?: string;
  className?: string;
  showSearchBar?: boolean;
  showCurrentLocationBtn?: boolean;
  /** Every chosen address: a map pick, the located position, or a typed address. */
  onSelect(address: Address): void;
}

/**
 * The reusable address picker (docs/SPEC.md 'Screens and routes'): search, a map with a draggable marker from the
 * bound MapView, the current-location button, 'Or enter address manually' and the manual form,
 * the location help card and the map-unavailable warning.
 */
export const AddressPicker = observer(function AddressPicker({
  height = '400px',
  className,
  showSearchBar = true,
  showCurrentLocationBtn = true,
  onSelect,
}: AddressPickerProps) {
  const { t } = useTranslation();
  const vm = useViewModel(AddressPickerViewModel);
  const latestOnSelect = useRef(onSelect);
  useEffect(() => {
    latestOnSelect.current = onSelect;
  });
  useEffect(() => vm.setOnSelect((address) => latestOnSelect.current(address)), [vm]);
  // The adapter draws into this element; React never renders children into it.
  const mapRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      void vm.showMap(element);
      return () => vm.hideMap();
    },
    [vm],
  );

  if (vm.mode === 'manual') {
    return (
      <Box className={className}>
        <ManualAddressForm model={vm.manual} submitting={vm.submittingManual} onSubmit={vm.submitManual} onBack={vm.closeManual} />
      </Box>
    );
  }

  const mapFailed = vm.mapStatus === 'failed' && vm.mapError !== null;
  return (
    <Stack className={className} gap="3">
      {showSearchBar && !mapFailed && (
        <Group
          as="form"
          role="search"
          attached
          w="full"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.search();
          }}
        >
          <Input
            size="lg"
            type="search"
            enterKeyHint="search"
            aria-label={t('screens.addressPicker.searchLabel')}
            placeholder={t('screens.addressPicker.searchPlaceholder')}
            value={vm.searchText}
            onChange={(e) => vm.setSearchText(e.target.value)}
          />
          <IconButton
            type="submit"
            size="lg"
            aria-label={t('screens.addressPicker.search')}
            disabled={!vm.canSearch}
            loading={vm.searching}
          >
            <SearchIcon />
          </IconButton>
        </Group>
      )}
      {showCurrentLocationBtn && !mapFailed && (
        <Button
          size="lg"
          variant="outline"
          onClick={() => void vm.locate()}
          loading={vm.locating}
          loadingText={t('screens.addressPicker.locating')}
        >
          <LocateIcon />
          {t('screens.addressPicker.currentLocation')}
        </Button>
      )}
      {vm.message && vm.message !== 'geo.denied' && <InlineAlert status="error">{t(`messages.${vm.message}`)}</InlineAlert>}
      {vm.showLocationHelp && (
        <>
          <InlineAlert status="warning">{t('messages.geo.denied')}</InlineAlert>
          <LocationHelpCard onTryAgain={() => window.location.reload()} onEnterManually={vm.openManual} />
        </>
      )}
      {mapFailed && vm.mapError ? (
        <MapUnavailable code={vm.mapError} onEnterManually={vm.openManual} />
      ) : (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('screens.addressPicker.hint')}
          </Text>
          <Box position="relative" h={height} w="full" borderRadius="md" overflow="hidden" borderWidth="1px" borderColor="border">
            <Box ref={mapRef} h="full" w="full" data-testid="address-map" />
            {vm.mapStatus === 'loading' && (
              <Skeleton position="absolute" inset="0" role="status" aria-label={t('screens.addressPicker.mapLoading')} />
            )}
            {vm.resolving && (
              <Center position="absolute" insetX="0" bottom="2" pointerEvents="none">
                <Flex role="status" align="center" gap="2" bg="bg" px="3" py="1" borderRadius="full" shadow="sm">
                  <Spinner size="sm" />
                  <Text fontSize="sm">{t('screens.addressPicker.findingAddress')}</Text>
                </Flex>
              </Center>
            )}
          </Box>
        </>
      )}
      <Button variant="plain" size="lg" alignSelf="flex-start" px="0" color="brand.fg" textDecoration="underline" onClick={vm.openManual}>
        {t('screens.addressPicker.orEnterManually')}
      </Button>
    </Stack>
  );
});
