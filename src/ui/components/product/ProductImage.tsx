import { useState } from 'react';
import { PhotoIcon } from './icons';
import { productImageClass } from './productImageStyles';

interface Props {
  src: string | undefined;
  alt: string;
  /** The box the image is drawn in (CSS pixels); the browser reserves it before the file arrives. */
  size: number;
  /** The first images of a page are wanted at once, at high priority; everything else waits until scrolled near. */
  eager?: boolean;
}

/**
 * A product photo with width and height set, lazy by default, and a plain tile with a picture
 * outline when it is missing (a store without photo storage may add none) or fails to load.
 * Plain elements with static classes (productImageStyles): a page draws dozens of them.
 */
export function ProductImage({ src, alt, size, eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    // A decorative picture (alt '') leaves nothing to announce; a named one keeps its name.
    const naming = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <div {...naming} className={`${productImageClass.photo} ${productImageClass.missing}`}>
        <PhotoIcon width="40%" height="40%" strokeWidth="1.5" />
      </div>
    );
  }
  return (
    <img
      className={productImageClass.photo}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // The first row's pictures are usually the page's largest paint: ask for them before other files.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
