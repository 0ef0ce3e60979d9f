/** Folds case, punctuation and Devanagari spelling variants (nukta, chandrabindu) so 'फजलपुर' finds 'फ़ज़लपुर'. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^a-z0-9\p{Script=Devanagari}]+/gu, ' ')
    .trim();
}

/**
 * The consonant outline of a name, so the many romanisations of one village meet:
 * Dhanaura / Dhanora, Nurpur / Noorpur, Seohara / Syohara, धनौरा / धनोरा.
 */
function skeleton(word: string): string {
  const [first = '', ...rest] = word.replace(/ph/g, 'f').replace(/z/g, 'j').replace(/q/g, 'k').replace(/v/g, 'w');
  const body = rest
    .join('')
    // Latin vowels and the letters spelled in and out of them; Devanagari vowels and every sign
    // written on a letter (vowel signs, anusvara, virama).
    .replace(/[aeiouyhw\u0904-\u0914]/g, '')
    .replace(/\p{M}/gu, '')
    .replace(/(.)\1+/g, '$1');
  return first + body;
}

/**
 * How well a typed query names a label: 0 exact, 1 prefix, 2 a word's prefix, 3 contained,
 * 4 sounds alike; null when it does not match at all. Lower is better.
 */
export function matchScore(query: string, label: string): number | null {
  const q = normaliseName(query);
  const l = normaliseName(label);
  if (q === '' || l === '') return null;
  if (l === q) return 0;
  if (l.startsWith(q)) return 1;
  const words = l.split(' ');
  if (words.some((w) => w.startsWith(q))) return 2;
  if (l.includes(q)) return 3;
  // Words in any order: 'purani mandi dhanaura' names 'Purani Mandi' in 'Mandi Dhanaura'.
  const queryWords = q.split(' ');
  if (queryWords.length > 1 && queryWords.every((qw) => words.some((w) => w.startsWith(qw)))) return 3;
  const qs = skeleton(q.replace(/ /g, ''));
  if (q.length < 4) return null;
  // Compare against the label from each word onwards, so 'dhanora' finds 'mandi dhanaura'.
  // A very short outline must match whole, or 'seohara' (s-r) would find 'sherpur' (s-r-p-r).
  const tails = words.map((_, i) => skeleton(words.slice(i).join('')));
  return tails.some((t) => (qs.length < 3 ? t === qs : t.startsWith(qs))) ? 4 : null;
}
