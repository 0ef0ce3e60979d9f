import { normaliseSearchText } from './searchText';

/**
 * Words that mean the same thing in this shop: English, Hindi and the Hinglish spellings people
 * type on a phone keyboard. Spelling variants that normalisation already folds (aata/atta,
 * daal/dal, cheeni/chini) need no entry of their own.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['atta', 'flour', 'आटा'],
  ['chawal', 'chaval', 'rice', 'चावल'],
  ['dal', 'dhal', 'pulses', 'lentils', 'दाल'],
  ['khal', 'khali', 'oil cake', 'oilcake', 'खल', 'खली'],
  ['chini', 'sugar', 'shakkar', 'चीनी', 'शक्कर'],
  ['tel', 'oil', 'तेल'],
  ['ghee', 'ghi', 'घी'],
  ['namak', 'salt', 'नमक'],
  ['chai', 'tea', 'चाय'],
  ['chokar', 'bran', 'चोकर'],
  ['dana', 'feed', 'pashu aahar', 'cattle feed', 'दाना', 'पशु आहार'],
  ['besan', 'gram flour', 'बेसन'],
  ['chana', 'gram', 'चना'],
  ['haldi', 'turmeric', 'हल्दी'],
  ['mirch', 'chilli', 'chili', 'मिर्च'],
  ['sarson', 'mustard', 'सरसों'],
  ['gud', 'gur', 'jaggery', 'गुड़'],
  ['makka', 'makki', 'maize', 'corn', 'मक्का'],
  ['gehun', 'gehu', 'wheat', 'गेहूं', 'गेहूँ'],
  ['bhusa', 'bhusi', 'straw', 'भूसा'],
  ['sabun', 'soap', 'साबुन'],
  ['dudh', 'milk', 'दूध'],
  ['jeera', 'cumin', 'जीरा'],
  ['dhaniya', 'coriander', 'धनिया'],
  ['masala', 'spices', 'मसाला'],
  ['biscuit', 'biskut', 'बिस्कुट'],
];

let index: ReadonlyMap<string, readonly string[]> | null = null;

/**
 * Built at the first search, not when the module loads: normalising the words loads the browser's
 * Unicode normalisation data and compiles a Unicode pattern, 2 to 5 ms on the test machine (four
 * times that on a cheap phone) that every start of the home page paid, searching or not. The first
 * search normalises its own query anyway, so it pays that once either way.
 */
function buildIndex(): ReadonlyMap<string, readonly string[]> {
  const built = new Map<string, string[]>();
  for (const group of GROUPS) {
    const forms = [...new Set(group.map(normaliseSearchText))];
    for (const form of forms) built.set(form, forms);
  }
  return built;
}

/** Every normalised form a normalised query word may match: itself and its synonyms. */
export const searchForms = (word: string): readonly string[] => (index ??= buildIndex()).get(word) ?? [word];
