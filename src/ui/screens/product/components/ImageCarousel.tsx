import { Badge, Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/product/icons';
import { ProductImage } from '../../../components/product/ProductImage';
import { CarouselArrow } from './CarouselArrow';

interface Props {
  images: readonly string[];
  index: number;
  name: string;
  percentOff: number;
  onPrevious(): void;
  onNext(): void;
  onShow(index: number): void;
}

const SIZE = 480;

/** The product's photos one at a time, with previous / next buttons, dots, and the discount badge. */
export function ImageCarousel({ images, index, name, percentOff, onPrevious, onNext, onShow }: Props) {
  const { t } = useTranslation();
  const many = images.length > 1;
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={t('screens.product.images', { name })} position="relative">
      <Box aria-live="polite">
        <ProductImage
          src={images[index]}
          alt={many ? t('screens.product.imageOf', { name, n: index + 1, count: images.length }) : name}
          size={SIZE}
          eager
        />
      </Box>
      {percentOff > 0 && (
        <Badge position="absolute" top="2" insetStart="2" size="lg" variant="solid" colorPalette="red">
          {t('screens.shop.off', { percent: percentOff })}
        </Badge>
      )}
      {many && (
        <>
          <CarouselArrow side="start" label={t('screens.product.previousImage')} onClick={onPrevious}>
            <ChevronLeftIcon />
          </CarouselArrow>
          <CarouselArrow side="end" label={t('screens.product.nextImage')} onClick={onNext}>
            <ChevronRightIcon />
          </CarouselArrow>
          <HStack justify="center" gap="0" mt="1">
            {images.map((src, i) => (
              <Box
                as="button"
                key={`${i}-${src}`}
                aria-label={t('screens.product.showImage', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onShow(i)}
                w="11"
                h="11"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
              >
                <Box w="2.5" h="2.5" borderRadius="full" bg={i === index ? 'brand.solid' : 'gray.300'} />
              </Box>
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
}
