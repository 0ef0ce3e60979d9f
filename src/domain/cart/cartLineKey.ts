/** The key of a line in incart/{uid}.items: '{productId}_{variant}' (SPEC section 3). */
export const cartLineKey = (productId: string, variant: string): string => `${productId}_${variant}`;
