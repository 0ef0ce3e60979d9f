import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_ALPHABET, shortOrderNumber } from '../../../src/domain/order/shortOrderNumber';
import { orderIdFor } from '../../../src/domain/order/orderId';

// Order ids as the shop makes them: 'order_{timestamp}_{first 5 chars of uid}'.
const UIDS = ['5ICNY', 'cust1', 'Xy9aQ', 'rames', 'AbCdE', 'u0O1I'];
const ids = Array.from({ length: 10_000 }, (_, i) => orderIdFor(1795608615671 + i * 61_337, UIDS[i % UIDS.length]!));

describe('shortOrderNumber', () => {
  it('is two groups of three characters, the same every time for the same id', () => {
    const number = shortOrderNumber('order_1795608615671_5ICNY');
    expect(number).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(shortOrderNumber('order_1795608615671_5ICNY')).toBe(number);
    // Pinned: a stored order keeps its number across releases, so a number read out last week still finds it.
    expect(number).toBe('AE6-W6N');
  });

  it('uses only upper-case letters and digits that cannot be mistaken for one another', () => {
    expect(ORDER_NUMBER_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const confusable of ['0', 'O', 'Q', '1', 'I', 'L', 'Z', 'S', 'B', 'U']) expect(ORDER_NUMBER_ALPHABET).not.toContain(confusable);
    const used = new Set(ids.flatMap((id) => [...shortOrderNumber(id).replace('-', '')]));
    expect([...used].sort().join('')).toBe([...ORDER_NUMBER_ALPHABET].sort().join(''));
  });

  it('gives 10,000 orders (years of a village shop) 10,000 different numbers', () => {
    expect(new Set(ids.map(shortOrderNumber)).size).toBe(ids.length);
  });

  it('gives orders placed a millisecond apart unrelated numbers', () => {
    const a = shortOrderNumber('order_1795608615671_5ICNY');
    const b = shortOrderNumber('order_1795608615672_5ICNY');
    const same = [...a].filter((ch, i) => ch !== '-' && ch === b[i]).length;
    expect(same).toBeLessThan(3);
  });

  it('works for any id, the empty one and non-Latin text included', () => {
    for (const id of ['', 'x', 'ऑर्डर_१२३', 'a'.repeat(2000)]) expect(shortOrderNumber(id)).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
  });
});
