/** The Hindi name when the interface is in Hindi and there is one, else the English name. */
export const localName = (item: { name: string; nameHi?: string | undefined }, language: string): string =>
  (language === 'hi' && item.nameHi) || item.name;
