import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { ABOUT_COLLAPSE_AT } from '../ProductViewModel';

interface Props {
  text: string;
  expanded: boolean;
  onToggle(): void;
}

/**
 * 'About this product', cut at 150 characters with Read More / Show Less (docs/SPEC.md 'Screens and routes',
 * 'Business constants and limits').
 */
export function AboutProduct({ text, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const long = text.length > ABOUT_COLLAPSE_AT;
  if (text.trim() === '') return null;
  return (
    <Stack as="section" aria-labelledby={`${id}-h`} gap="2">
      <Heading as="h2" size="lg" id={`${id}-h`}>
        {t('screens.product.about')}
      </Heading>
      <Text id={`${id}-text`} whiteSpace="pre-line">
        {long && !expanded ? `${text.slice(0, ABOUT_COLLAPSE_AT).trimEnd()}…` : text}
      </Text>
      {long && (
        <Button
          variant="plain"
          color="brand.fg"
          alignSelf="flex-start"
          px="0"
          minH="11"
          aria-expanded={expanded}
          aria-controls={`${id}-text`}
          onClick={onToggle}
        >
          {expanded ? t('screens.product.showLess') : t('screens.product.readMore')}
        </Button>
      )}
    </Stack>
  );
}
