import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/Button';

interface Props {
  /** 'Try Again': the page is reloaded so the browser asks for the location again. */
  onTryAgain(): void;
  onEnterManually(): void;
}

const BROWSERS = ['chrome', 'firefox', 'mobile'] as const;
const STEPS = ['step1', 'step2', 'step3'] as const;

/** docs/SPEC.md 'Screens and routes': the 'Location Access Issue' card with steps for each kind of browser. */
export function LocationHelpCard({ onTryAgain, onEnterManually }: Props) {
  const { t } = useTranslation();
  return (
    <Card.Root as="section" aria-labelledby="location-help-title" variant="outline" borderColor="orange.300" bg="orange.50">
      <Card.Body gap="3">
        <Heading as="h2" id="location-help-title" size="md">
          {t('screens.addressPicker.help.title')}
        </Heading>
        <Text>{t('screens.addressPicker.help.intro')}</Text>
        {BROWSERS.map((browser) => (
          <Stack key={browser} gap="1">
            <Heading as="h3" size="sm">
              {t(`screens.addressPicker.help.${browser}.title`)}
            </Heading>
            <Box as="ol" ps="5" listStyleType="decimal" display="grid" gap="1">
              {STEPS.map((step) => (
                <li key={step}>{t(`screens.addressPicker.help.${browser}.${step}`)}</li>
              ))}
            </Box>
          </Stack>
        ))}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        <Button size="lg" onClick={onTryAgain}>
          {t('screens.addressPicker.help.tryAgain')}
        </Button>
        <Button size="lg" variant="outline" onClick={onEnterManually}>
          {t('screens.addressPicker.enterManually')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
