import { Box, Field, Input, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/product/icons';

interface Props {
  value: string;
  searching: boolean;
  onChange(value: string): void;
  onSubmit(): void;
}

/** The product search: results follow typing; Enter searches at once and closes the phone keyboard. */
export function SearchBox({ value, searching, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Box asChild>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          (document.activeElement as HTMLElement | null)?.blur();
          onSubmit();
        }}
      >
        <Field.Root>
          <Field.Label srOnly>{t('screens.home.searchLabel')}</Field.Label>
          <Box position="relative" w="full">
            <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
              <SearchIcon />
            </Box>
            <Input
              type="search"
              size="lg"
              ps="10"
              pe="10"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t('screens.home.searchPlaceholder')}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
            {searching && <Spinner size="sm" position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" color="brand.solid" />}
          </Box>
        </Field.Root>
      </form>
    </Box>
  );
}
