/** The picture formats a product image may have: what phones and shop laptops produce, every browser shows, and storage.rules accept. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

export const isProductImageType = (type: string): type is ProductImageType => (PRODUCT_IMAGE_TYPES as readonly string[]).includes(type);
