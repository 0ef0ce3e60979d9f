/**
 * Folds the spellings shoppers type into one form: lower case, Latin accents and the Devanagari
 * nukta dropped (ज़ = ज), chandrabindu as anusvara, 'ee'/'oo' as 'i'/'u' (cheeni = chini), doubled
 * Latin letters collapsed (aata = atta = ata, daal = dal, makka = maka), and anything that is not a
 * letter or digit as a space.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
