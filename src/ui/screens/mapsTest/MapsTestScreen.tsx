import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/Address';
import { AddressPicker } from '../../components/address/AddressPicker';
import { AddressSummary } from '../../components/address/AddressSummary';
import { PageIntro } from '../../shared/PageIntro';

/** /maps-test: the address picker alone, to check that a Maps key (or the offline map) works. */
export default function MapsTestScreen() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Address | null>(null);
  const point = picked?.coordinates;
  return (
    <Stack gap="5" px="4" py="6" maxW="2xl" mx="auto">
      <PageIntro title={t('titles.mapsTest')} intro={t('screens.mapsTest.intro')} />
      <AddressPicker onSelect={setPicked} />
      <Box as="section" aria-labelledby="maps-test-result" aria-live="polite">
        <Heading as="h2" id="maps-test-result" size="lg" mb="2">
          {t('screens.mapsTest.picked')}
        </Heading>
        {picked ? (
          <Stack gap="2">
            <AddressSummary address={picked} />
            <Text fontSize="sm">
              {t('screens.mapsTest.coordinates')}{' '}
              <Text as="span" fontFamily="mono">
                {point ? `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}` : t('screens.mapsTest.noCoordinates')}
              </Text>
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('screens.mapsTest.nothing')}</Text>
        )}
      </Box>
    </Stack>
  );
}
