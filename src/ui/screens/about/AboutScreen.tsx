import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../app/useViewModel';
import { WEEK_DAY_KEYS } from '../../components/store/weekDays';
import { AboutViewModel, type AboutFacts } from './AboutViewModel';

const linkStyle = {
  color: 'brand.fg',
  fontWeight: 'semibold',
  fontSize: 'lg',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
} as const;

function Hours({ hours }: { hours: AboutFacts['hours'] }) {
  const { t } = useTranslation();
  if ('everyDay' in hours) return <Text>{t('screens.about.hours', { opens: hours.everyDay.opens, closes: hours.everyDay.closes })}</Text>;
  return (
    <Box as="ul" listStyleType="none">
      {hours.week.map((day, i) => {
        const name = t(`screens.store.days.${WEEK_DAY_KEYS[i]}`);
        return (
          <li key={WEEK_DAY_KEYS[i]}>
            {day ? t('screens.store.dayHours', { day: name, ...day }) : t('screens.store.dayClosed', { day: name })}
          </li>
        );
      })}
    </Box>
  );
}

/** The cards of what the owner set: a fact the owner left empty has no card. */
function factCards(facts: AboutFacts, t: (key: string, options?: Record<string, unknown>) => string): { key: string; body: ReactNode }[] {
  const cards: { key: string; body: ReactNode }[] = [];
  if (facts.address) cards.push({ key: 'address', body: <Text>{facts.address}</Text> });
  cards.push({ key: 'hours', body: <Hours hours={facts.hours} /> });
  if (facts.phone && facts.phoneHref) {
    cards.push({
      key: 'phone',
      body: (
        <Link href={facts.phoneHref} {...linkStyle}>
          {facts.phone}
        </Link>
      ),
    });
  }
  if (facts.whatsapp && facts.whatsappHref) {
    cards.push({
      key: 'whatsapp',
      body: (
        <Link href={facts.whatsappHref} target="_blank" rel="noopener noreferrer" {...linkStyle}>
          {facts.whatsapp}
        </Link>
      ),
    });
  }
  cards.push({
    key: 'delivery',
    body: (
      <Stack gap="1">
        <Text>{t('screens.about.deliveryRadius', { km: facts.deliveryRadiusKm })}</Text>
        {facts.allowedPincodes.length > 0 && (
          <Text>{t('screens.about.deliveryPincodes', { pincodes: facts.allowedPincodes.join(', ') })}</Text>
        )}
      </Stack>
    ),
  });
  return cards;
}

/** /about: who the store is, where, when it is open, how to call, and where it delivers, as the owner set them. */
const AboutScreen = observer(function AboutScreen() {
  const { t } = useTranslation();
  const vm = useViewModel(AboutViewModel);
  const facts = vm.facts;
  return (
    <Stack gap="5" px="4" py="6" maxW="3xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('titles.about')}
        </Heading>
        <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
          {facts?.name ?? t('common.appName')}
        </Text>
        <Text color="fg.muted">{t('screens.about.intro')}</Text>
      </Stack>
      {facts && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {factCards(facts, t).map(({ key, body }) => (
            <Card.Root key={key} as="section" variant="outline" aria-labelledby={`about-${key}`}>
              <Card.Body gap="2">
                <Heading as="h2" id={`about-${key}`} size="md">
                  {t(`screens.about.headings.${key}`)}
                </Heading>
                {body}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('screens.about.payment')}
      </Text>
    </Stack>
  );
});

export default AboutScreen;
