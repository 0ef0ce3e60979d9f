import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../../src/domain/catalog/searchProducts';
import { normaliseSearchText } from '../../../src/domain/catalog/searchText';
import { productFactory } from '../../factories/productFactory';

const catalogue = [
  productFactory.build({ id: 'atta', name: 'Chakki Fresh Atta', nameHi: 'चक्की फ्रेश आटा', subgroup: 'flour' }),
  productFactory.build({ id: 'rice', name: 'Basmati Rice', nameHi: 'बासमती चावल', subgroup: 'rice' }),
  productFactory.build({ id: 'dal', name: 'Arhar Dal', nameHi: 'अरहर दाल', subgroup: 'pulses' }),
  productFactory.build({ id: 'khal', name: 'Sarson Khali', nameHi: 'सरसों खली', group: 'animal-feed', subgroup: 'oil-cake' }),
  productFactory.build({ id: 'sugar', name: 'Sugar', nameHi: 'चीनी', subgroup: 'sugar' }),
  productFactory.build({ id: 'oil', name: 'Kachi Ghani Mustard Oil', nameHi: 'कच्ची घानी सरसों तेल', subgroup: 'oil' }),
  productFactory.build({ id: 'ghee', name: 'Desi Ghee', nameHi: 'देसी घी', subgroup: 'ghee' }),
  productFactory.build({ id: 'salt', name: 'Iodised Salt', nameHi: 'आयोडीन नमक', subgroup: 'salt' }),
  productFactory.build({ id: 'tea', name: 'Assam Tea', nameHi: 'असम चाय', subgroup: 'tea' }),
  productFactory.build({ id: 'bran', name: 'Wheat Bran', nameHi: 'गेहूं का चोकर', group: 'animal-feed', subgroup: 'bran' }),
  productFactory.build({ id: 'feed', name: 'Cattle Feed Pellets', nameHi: 'पशु आहार दाना', group: 'animal-feed', subgroup: 'feed' }),
  productFactory.build({ id: 'gud', name: 'Jaggery', nameHi: 'गुड़', subgroup: 'sweeteners' }),
];

const ids = (query: string, limit = 20) => searchProducts(catalogue, query, limit).map((p) => p.id);

describe('normaliseSearchText', () => {
  it('lower-cases, drops accents and the nukta, folds long vowels and doubled letters', () => {
    expect(normaliseSearchText('AATA')).toBe(normaliseSearchText('atta'));
    expect(normaliseSearchText('daal')).toBe('dal');
    expect(normaliseSearchText('cheeni')).toBe(normaliseSearchText('chini'));
    expect(normaliseSearchText('Crème')).toBe('creme');
    expect(normaliseSearchText('गुड़')).toBe(normaliseSearchText('गुड'));
    expect(normaliseSearchText('गेहूँ')).toBe(normaliseSearchText('गेहूं'));
    expect(normaliseSearchText(' Atta, 5-kg! ')).toBe('ata 5 kg');
  });
});

describe('searchProducts', () => {
  it.each([
    ['atta', 'atta'],
    ['aata', 'atta'],
    ['आटा', 'atta'],
    ['chawal', 'rice'],
    ['rice', 'rice'],
    ['चावल', 'rice'],
    ['daal', 'dal'],
    ['dal', 'dal'],
    ['khal', 'khal'],
    ['khali', 'khal'],
    ['chini', 'sugar'],
    ['cheeni', 'sugar'],
    ['namak', 'salt'],
    ['chai', 'tea'],
    ['chokar', 'bran'],
    ['gur', 'gud'],
    ['गुड़', 'gud'],
  ])('"%s" finds %s', (query, id) => {
    expect(ids(query)).toContain(id);
  });

  it('"tel" finds oil, "ghee" and "ghi" find ghee, "dana" and "feed" find cattle feed', () => {
    expect(ids('tel')).toContain('oil');
    expect(ids('ghi')).toEqual(['ghee']);
    expect(ids('ghee')).toEqual(['ghee']);
    expect(ids('dana')).toContain('feed');
    expect(ids('feed')).toContain('feed');
  });

  it('every word must match, and a word may be the start of a name word', () => {
    // Sarson khali is mustard oil cake: it matches too, below the oil itself.
    expect(ids('mustard oil')).toEqual(['oil', 'khal']);
    expect(ids('sarson tel')).toEqual(['oil', 'khal']);
    expect(ids('bas')).toEqual(['rice']);
    expect(ids('basmati dal')).toEqual([]);
  });

  it('ranks name matches above group matches and respects the limit', () => {
    const found = ids('feed');
    expect(found[0]).toBe('feed');
    expect(found).toEqual(expect.arrayContaining(['khal', 'bran']));
    expect(ids('feed', 1)).toEqual(['feed']);
  });

  it('a blank query finds nothing', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('xyzzy')).toEqual([]);
  });
});
