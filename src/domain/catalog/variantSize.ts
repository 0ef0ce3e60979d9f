import { normaliseUnit } from './units';

export interface VariantSize {
  /** The leading number of the label, 1 when there is none. */
  weight: number;
  /** The text after the number, normalised; 'piece' when there is none. */
  unit: string;
}

/** '500g' -> 500 g, '2 kg' -> 2 kg, '1.5L' -> 1.5 l, '12' -> 12 piece, 'Pack' -> 1 pack (docs/SPEC.md 'Validation rules'). */
export function parseVariantLabel(label: string): VariantSize {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(.*?)\s*$/.exec(label);
  const number = match?.[1];
  const rest = match?.[2] ?? '';
  const weight = number === undefined ? 1 : Number(number);
  return { weight: weight > 0 ? weight : 1, unit: rest === '' ? 'piece' : normaliseUnit(rest) };
}
