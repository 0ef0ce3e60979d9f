/** Joins the non-blank parts of an address with ', ' (SPEC: formatted and fullAddress lines). */
export const joinAddressParts = (parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
