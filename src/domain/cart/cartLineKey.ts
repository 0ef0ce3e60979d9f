/** The key of a line in incart/{uid}.items: '{productId}_{variant}' (docs/SPEC.md 'Entities and their fields'). */
export const cartLineKey = (productId: string, variant: string): string => `${productId}_${variant}`;
