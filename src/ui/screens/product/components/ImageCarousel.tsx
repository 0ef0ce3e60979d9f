import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/product/icons';
import { ProductImage } from '../../../components/product/ProductImage';
import { CarouselArrow } from './CarouselArrow';
import { imageCarouselClass as carousel } from './imageCarouselStyles';

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

/**
 * The product's photos one at a time, with previous / next buttons, dots, and the discount badge.
 * Plain elements with static classes (imageCarouselStyles) but for the arrows: it is drawn in the render
 * that paints the product's photo (docs/BENCHMARK.md, issue 40).
 */
export function ImageCarousel({ images, index, name, percentOff, onPrevious, onNext, onShow }: Props) {
  const { t } = useTranslation();
  const many = images.length > 1;
  return (
    <section className={carousel.root} aria-roledescription="carousel" aria-label={t('screens.product.images', { name })}>
      <div aria-live="polite">
        <ProductImage
          src={images[index]}
          alt={many ? t('screens.product.imageOf', { name, n: index + 1, count: images.length }) : name}
          size={SIZE}
          eager
        />
      </div>
      {percentOff > 0 && <span className={carousel.off}>{t('screens.shop.off', { percent: percentOff })}</span>}
      {many && (
        <>
          <CarouselArrow side="start" label={t('screens.product.previousImage')} onClick={onPrevious}>
            <ChevronLeftIcon />
          </CarouselArrow>
          <CarouselArrow side="end" label={t('screens.product.nextImage')} onClick={onNext}>
            <ChevronRightIcon />
          </CarouselArrow>
          <div className={carousel.dots}>
            {images.map((src, i) => (
              <button
                type="button"
                className={carousel.dot}
                key={`${i}-${src}`}
                aria-label={t('screens.product.showImage', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onShow(i)}
              >
                <span className={carousel.mark} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
