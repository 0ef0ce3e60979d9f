import { err, ok, type Result } from '../shared/Result';

type Dimension = 'mass' | 'volume';

/** Size of one unit in the dimension's base (grams for mass, millilitres for volume). */
const UNITS: Record<string, { dimension: Dimension; base: number }> = {
  mg: { dimension: 'mass', base: 0.001 },
  g: { dimension: 'mass', base: 1 },
  kg: { dimension: 'mass', base: 1000 },
  lb: { dimension: 'mass', base: 453.59237 },
  oz: { dimension: 'mass', base: 28.349523125 },
  ml: { dimension: 'volume', base: 1 },
  l: { dimension: 'volume', base: 1000 },
  // US liquid measures: the ones printed on imported oil and ghee tins.
  gallon: { dimension: 'volume', base: 3785.411784 },
  'fl oz': { dimension: 'volume', base: 29.5735295625 },
};

/** Spellings seen on labels and in stored data, mapped to the units above. */
const ALIASES: Record<string, string> = {
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  kgs: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  milligram: 'mg',
  milligrams: 'mg',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ounce: 'oz',
  ounces: 'oz',
  ltr: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  millilitre: 'ml',
  milliliter: 'ml',
  gal: 'gallon',
  gallons: 'gallon',
  floz: 'fl oz',
  'fl. oz': 'fl oz',
  'fl.oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
};

/** Lower-cased, single-spaced, with known spellings folded ('Gms' -> 'g', 'FL OZ' -> 'fl oz'). */
export function normaliseUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: a label such as '__proto__' or 'constructor' is text, not a way into Object's prototype.
  return Object.hasOwn(ALIASES, u) ? (ALIASES[u] as string) : u;
}

/**
 * Converts `value` from one unit to another of the same dimension. Mass against volume, or a
 * unit this table does not know (other than the very same unit), is an error rather than a guess.
 */
export function convertUnits(value: number, from: string, to: string): Result<number, 'product.unitMismatch'> {
  const f = normaliseUnit(from);
  const t = normaliseUnit(to);
  if (f === t) return ok(value);
  const a = Object.hasOwn(UNITS, f) ? UNITS[f] : undefined;
  const b = Object.hasOwn(UNITS, t) ? UNITS[t] : undefined;
  if (!a || !b || a.dimension !== b.dimension) return err('product.unitMismatch', { from, to });
  return ok((value * a.base) / b.base);
}
