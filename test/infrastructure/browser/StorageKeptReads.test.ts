import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKeptReads } from '../../../src/infrastructure/browser/StorageKeptReads';

const GROCERY = { id: 'grocery', name: 'Grocery' };

/** Writes wait for the device to be idle; here they are run when the test says so. */
function keptReads(shape = 'shape-1', limit = 40) {
  const writes: (() => void)[] = [];
  const kept = new StorageKeptReads(
    shape,
    () => localStorage,
    limit,
    (write) => writes.push(write),
  );
  const idle = () => writes.splice(0).forEach((write) => write());
  return { kept, idle };
}

describe('StorageKeptReads', () => {
  beforeEach(() => localStorage.clear());

  it('gives back what was kept, written once the device was idle, to the next visit that knows its shape', () => {
    const { kept, idle } = keptReads();
    kept.put('groups', [GROCERY]);
    expect(keptReads().kept.get('groups')).toBeUndefined();
    expect(kept.get('groups')).toEqual([GROCERY]);
    idle();
    expect(keptReads().kept.get('groups')).toEqual([GROCERY]);
  });

  it('writes the last of several answers to one read, in one flush', () => {
    const writes: (() => void)[] = [];
    const kept = new StorageKeptReads(
      'shape-1',
      () => localStorage,
      40,
      (flush) => writes.push(flush),
    );
    kept.put('groups', []);
    kept.put('groups', [GROCERY]);
    expect(writes).toHaveLength(1);
    writes[0]!();
    expect(keptReads().kept.get('groups')).toEqual([GROCERY]);
  });

  it('writes what is pending when the page is hidden before the device was idle (the shopper leaves)', () => {
    const kept = new StorageKeptReads('shape-1');
    kept.put('groups', [GROCERY]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(JSON.parse(localStorage.getItem('shop.kept.groups')!)).toEqual({ shape: 'shape-1', value: [GROCERY] });
  });

  it('gives nothing kept in another data shape, which this code may not know how to draw', () => {
    const { kept, idle } = keptReads('shape-1');
    kept.put('groups', []);
    idle();
    expect(keptReads('shape-2').kept.get('groups')).toBeUndefined();
  });

  it('forgets an answer put as null', () => {
    const { kept, idle } = keptReads();
    kept.put('product:a', { id: 'a' });
    kept.put('product:a', null);
    idle();
    expect(kept.get('product:a')).toBeUndefined();
    expect(Object.keys(localStorage).filter((key) => key.includes('product:a'))).toEqual([]);
  });

  it('keeps at most its limit, dropping the answers written longest ago', () => {
    const { kept, idle } = keptReads('shape-1', 2);
    kept.put('a', 1);
    kept.put('b', 2);
    kept.put('a', 3);
    kept.put('c', 4);
    idle();
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([3, undefined, 4]);
  });

  it('reads a damaged or hand-edited item as nothing, and writes over it', () => {
    const { kept, idle } = keptReads();
    localStorage.setItem('shop.kept.groups', '{not json');
    localStorage.setItem('shop.kept.order', '"not a list"');
    expect(kept.get('groups')).toBeUndefined();
    kept.put('groups', [GROCERY]);
    idle();
    expect(kept.get('groups')).toEqual([GROCERY]);
  });

  it('keeps nothing, and fails nothing, when storage is refused or full', () => {
    const refused = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const writes: (() => void)[] = [];
    const kept = new StorageKeptReads('shape-1', refused, 40, (write) => writes.push(write));
    kept.put('groups', []);
    expect(() => writes.forEach((write) => write())).not.toThrow();
    expect(kept.get('groups')).toBeUndefined();
  });
});
