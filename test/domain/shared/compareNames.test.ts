import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../src/domain/shared/compareNames';
import { SEED_CATALOG } from '../../../src/infrastructure/local/seed/seedCatalog';
import { seedProducts } from '../../../src/infrastructure/local/seed/seedProducts';

const sorted = (names: string[]) => [...names].sort(compareNames);

describe('compareNames', () => {
  it('puts names in alphabetical order whatever their case', () => {
    expect(sorted(['mustard oil', 'Basmati Rice', 'atta', 'Cattle Feed'])).toEqual(['atta', 'Basmati Rice', 'Cattle Feed', 'mustard oil']);
  });

  it('puts shorter names first, and spaces and digits before letters', () => {
    expect(sorted(['Atta 5 kg', 'Atta', 'Atta 10 kg', 'Attack'])).toEqual(['Atta', 'Atta 10 kg', 'Atta 5 kg', 'Attack']);
  });

  // Collation would put 'atta' first: this is also what fails if compareNames goes back to localeCompare.
  it('gives names that differ only in case a fixed order, and equal names 0', () => {
    expect(sorted(['atta', 'Atta', 'ATTA'])).toEqual(['ATTA', 'Atta', 'atta']);
    expect(sorted(['Atta', 'atta', 'ATTA'])).toEqual(['ATTA', 'Atta', 'atta']);
    expect(compareNames('Gur', 'Gur')).toBe(0);
  });

  it("orders the demo shop's products, groups and subgroups as the browser's collation does", () => {
    for (const names of [
      seedProducts(0).map((p) => p.name),
      SEED_CATALOG.groups.map((g) => g.name),
      SEED_CATALOG.subgroups.map((s) => s.name),
    ]) {
      expect(sorted(names)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
});
