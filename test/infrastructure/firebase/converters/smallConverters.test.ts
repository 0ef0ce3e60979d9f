import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { groupFromDoc } from '../../../../src/infrastructure/firebase/converters/groupFromDoc';
import { parseProductPath } from '../../../../src/infrastructure/firebase/converters/parseProductPath';
import { productPath } from '../../../../src/infrastructure/firebase/converters/productPath';
import { readMillis } from '../../../../src/infrastructure/firebase/converters/readMillis';
import { subgroupFromDoc } from '../../../../src/infrastructure/firebase/converters/subgroupFromDoc';

describe('readMillis', () => {
  it.each([
    ['a Timestamp', Timestamp.fromMillis(1_736_485_200_123), 1_736_485_200_123],
    ['exported { seconds, nanoseconds }', { seconds: 1_736_485_200, nanoseconds: 123_000_000 }, 1_736_485_200_123],
    ['admin-SDK JSON { _seconds }', { _seconds: 1_736_485_200, _nanoseconds: 0 }, 1_736_485_200_000],
    ['epoch millis', 1_736_485_200_000, 1_736_485_200_000],
    ['an ISO string', '2025-01-10T05:00:00.000Z', 1_736_485_200_000],
    ['a Date', new Date(1_736_485_200_000), 1_736_485_200_000],
  ])('reads %s', (_, value, expected) => {
    expect(readMillis(value)).toBe(expected);
  });

  it.each([undefined, null, 'soon', {}, Number.NaN])('reads %s as null', (value) => {
    expect(readMillis(value)).toBeNull();
  });
});

describe('product paths', () => {
  it('builds and parses store/{store}/groups/{group}/subgroups/{subgroup}/products/{id}', () => {
    const ref = { group: 'grocery', subgroup: 'rice', id: 'basmati' };
    expect(productPath('main', ref)).toBe('store/main/groups/grocery/subgroups/rice/products/basmati');
    expect(parseProductPath(productPath('main', ref))).toEqual({ store: 'main', ref });
    expect(parseProductPath('/store/main/groups/g/subgroups/s/products/p')?.ref.id).toBe('p');
    expect(parseProductPath('orders/o1')).toBeNull();
  });
});

describe('group and subgroup documents', () => {
  it('name a nameless entry after its id, underscores as spaces', () => {
    expect(groupFromDoc('animal_feed', {})).toEqual({ id: 'animal_feed', name: 'animal feed' });
    expect(groupFromDoc('grocery', { name: 'Grocery', nameHi: 'किराना', image: 'g.jpg' })).toEqual({
      id: 'grocery',
      name: 'Grocery',
      nameHi: 'किराना',
      image: 'g.jpg',
    });
    expect(subgroupFromDoc('grocery', 'dal_pulses', null)).toEqual({ group: 'grocery', id: 'dal_pulses', name: 'dal pulses' });
  });
});
