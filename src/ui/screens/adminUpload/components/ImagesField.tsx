import { Box, CloseButton, Field, HStack, Image, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/Button';
import { InlineAlert } from '../../../shared/InlineAlert';
import type { AdminUploadViewModel } from '../AdminUploadViewModel';
import { PRODUCT_IMAGE_TYPES } from '../../../../domain/catalog/productImageTypes';
import { MAX_IMAGE_MB } from '../imageRules';

/**
 * The product's photos, all optional: thumbnails with remove, an 'Add photos' picker (camera on
 * phones) when the store can take uploads, or a note saying why not, and a box for a photo link.
 */
export const ImagesField = observer(function ImagesField({ vm }: { vm: AdminUploadViewModel }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const form = vm.form;
  const message = (error: { code: string; params?: Record<string, string | number> } | null) =>
    error ? t(`messages.${error.code}`, error.params ?? {}) : null;
  const imageError = message(vm.imageError);
  const urlError = message(vm.imageUrlError);
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Text id={titleId} fontWeight="medium">
        {t('screens.adminUpload.images')}
      </Text>
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
      {vm.uploadsAvailable ? (
        <Field.Root invalid={!!imageError}>
          <HStack gap="3">
            <VisuallyHidden asChild>
              <input
                ref={input}
                aria-label={t('screens.adminUpload.addImages')}
                type="file"
                accept={PRODUCT_IMAGE_TYPES.join(',')}
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
          {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for text this size. */}
          {imageError && <Field.ErrorText color="red.700">{imageError}</Field.ErrorText>}
        </Field.Root>
      ) : (
        <InlineAlert status="info">{t('messages.image.storageUnavailable')}</InlineAlert>
      )}
      <Field.Root invalid={!!urlError}>
        <Field.Label>{t('screens.adminUpload.imageUrl')}</Field.Label>
        <HStack gap="2" width="full" align="flex-start">
          <Input
            size="lg"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={vm.imageUrlInput}
            onChange={(e) => vm.setImageUrlInput(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the link instead of submitting the whole product.
              if (e.key === 'Enter') {
                e.preventDefault();
                vm.addImageUrl();
              }
            }}
          />
          <Button size="lg" variant="outline" flexShrink={0} onClick={() => vm.addImageUrl()}>
            {t('screens.adminUpload.addImageUrl')}
          </Button>
        </HStack>
        {urlError ? (
          <Field.ErrorText color="red.700">{urlError}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('screens.adminUpload.imageOptional')}</Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
});
