import { rupeesToPaise, type Paise } from '../../../domain/shared/Money';
import type { Millis } from '../../../domain/shared/Timestamp';
import { readMillis } from './readMillis';

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Hand-edited documents (the Firebase console) sometimes hold numbers as text.
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
};

/**
 * Reads the fields of a stored document without trusting its shape: a missing or mistyped field
 * gives the SPEC default instead of an exception, so one odd document never breaks a screen.
 * Money is stored in rupees (165.5) and read as integer paise.
 */
export class DocReader {
  readonly raw: Record<string, unknown>;

  constructor(raw: unknown) {
    this.raw = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  text(key: string, fallback = ''): string {
    const v = this.raw[key];
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    return fallback;
  }

  optionalText(key: string): string | undefined {
    return this.has(key) ? this.text(key) || undefined : undefined;
  }

  number(key: string, fallback = 0): number {
    return toNumber(this.raw[key]) ?? fallback;
  }

  optionalNumber(key: string): number | undefined {
    return toNumber(this.raw[key]) ?? undefined;
  }

  bool(key: string, fallback = false): boolean {
    const v = this.raw[key];
    if (typeof v === 'boolean') return v;
    if (v === 'true') return true;
    if (v === 'false') return false;
    return fallback;
  }

  paise(key: string, fallback: Paise = 0): Paise {
    const rupees = toNumber(this.raw[key]);
    return rupees === null ? fallback : rupeesToPaise(rupees);
  }

  optionalPaise(key: string): Paise | undefined {
    const rupees = toNumber(this.raw[key]);
    return rupees === null ? undefined : rupeesToPaise(rupees);
  }

  millis(key: string, fallback: Millis = 0): Millis {
    return readMillis(this.raw[key]) ?? fallback;
  }

  optionalMillis(key: string): Millis | undefined {
    return readMillis(this.raw[key]) ?? undefined;
  }

  /** A nested map, empty when absent or not a map. */
  map(key: string): Record<string, unknown> {
    return new DocReader(this.raw[key]).raw;
  }

  list(key: string): unknown[] {
    const v = this.raw[key];
    return Array.isArray(v) ? v : [];
  }
}
