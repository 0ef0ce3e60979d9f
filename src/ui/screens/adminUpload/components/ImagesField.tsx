import { Box, Button, CloseButton, Field, HStack, Image, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { IMAGE_TYPES, MAX_IMAGE_MB } from '../imageRules';

/** The product's photos: thumbnails with remove, and an 'Add photos' picker (camera on phones). */
export const ImagesField = observer(function ImagesField({ vm, error }: { vm: AdminUploadViewModel; error: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const form = vm.form;
  const imageError = vm.imageError ? t(`messages.${vm.imageError.code}`, vm.imageError.params ?? {}) : null;
  return (
    <Field.Root invalid={!!(error || imageError)}>
      <Field.Label htmlFor={inputId}>{t('screens.adminUpload.images')}</Field.Label>
      <Stack gap="3" width="full">
        {form.images.length > 0 && (
          <HStack gap="3" flexWrap="wrap" as="ul" listStyleType="none">
            {form.images.map((url, index) => (
              <Box as="li" key={`${index}-${url.slice(-24)}`} position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
                <Image
                  src={url}
                  alt={t('screens.adminUpload.imageAlt', { n: index + 1 })}
                  width="88px"
                  height="88px"
                  objectFit="contain"
                  loading="lazy"
                />
                <CloseButton
                  size="sm"
                  position="absolute"
                  top="0"
                  insetEnd="0"
                  bg="bg"
                  aria-label={t('screens.adminUpload.removeImage', { n: index + 1 })}
                  onClick={() => form.removeImage(index)}
                />
              </Box>
            ))}
          </HStack>
        )}
        <HStack gap="3">
          <VisuallyHidden asChild>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              multiple
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                void vm.addImages(files);
              }}
            />
          </VisuallyHidden>
          <Button size="lg" variant="outline" onClick={() => input.current?.click()} disabled={vm.uploading > 0}>
            {t('screens.adminUpload.addImages')}
          </Button>
          {vm.uploading > 0 && (
            <HStack gap="2" role="status">
              <Spinner size="sm" />
              <Text>{t('screens.adminUpload.uploading')}</Text>
            </HStack>
          )}
        </HStack>
        <Field.HelperText>{t('screens.adminUpload.imageHelp', { maxMb: MAX_IMAGE_MB })}</Field.HelperText>
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {imageError && <Field.ErrorText>{imageError}</Field.ErrorText>}
    </Field.Root>
  );
});
