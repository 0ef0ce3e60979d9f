import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STORE_INFO } from './storeInfo';

/** /about: who the store is, where, when it is open, how to call, and where it delivers. */
export default function AboutScreen() {
  const { t } = useTranslation();
  const facts = [
    { key: 'address', body: <Text>{t('screens.about.address', { pincode: STORE_INFO.pincode })}</Text> },
    { key: 'hours', body: <Text>{t('screens.about.hours', { opens: STORE_INFO.opens, closes: STORE_INFO.closes })}</Text> },
    {
      key: 'phone',
      body: (
        <Link href={STORE_INFO.phoneHref} color="brand.fg" fontWeight="semibold" fontSize="lg" minH="11" display="inline-flex" alignItems="center">
          {STORE_INFO.phone}
        </Link>
      ),
    },
    { key: 'delivery', body: <Text>{t('screens.about.delivery', { km: STORE_INFO.deliveryRadiusKm })}</Text> },
  ];
  return (
    <Stack gap="5" px="4" py="6" maxW="3xl" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('titles.about')}
        </Heading>
        <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
          {t('common.appName')}
        </Text>
        <Text color="fg.muted">{t('screens.about.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {facts.map(({ key, body }) => (
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
      <Text fontSize="sm" color="fg.muted">
        {t('screens.about.payment')}
      </Text>
    </Stack>
  );
}
