/**
 * Reading what a browser sent to a callable: the data is anybody's JSON, so every field is checked
 * for its type and size before a use case sees it. A field that fails throws BadRequest, which the
 * callable answers with 'invalid-argument'; what is well-formed but against the shop's rules (too
 * many lines, a quantity of 0, someone else's order) is the use case's to refuse, with its own code.
 */
export class BadRequest extends Error {
  constructor(field: string) {
    super(`invalid ${field}`);
    this.name = 'BadRequest';
  }
}

export type Fields = Record<string, unknown>;

export function objectOf(value: unknown, field = 'request'): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest(field);
  return value as Fields;
}

export function text(data: Fields, field: string, max: number, pattern?: RegExp): string {
  const value = data[field];
  if (typeof value !== 'string' || value.length > max || (pattern && !pattern.test(value))) throw new BadRequest(field);
  return value;
}

export function optionalText(data: Fields, field: string, max: number): string | undefined {
  return data[field] === undefined || data[field] === null ? undefined : text(data, field, max);
}

/** A number the domain judges (a quantity of 2.5 is refused there, line by line, with its message). */
export function finiteNumber(data: Fields, field: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new BadRequest(field);
  return value;
}

export function flag(data: Fields, field: string): boolean {
  const value = data[field];
  if (typeof value !== 'boolean') throw new BadRequest(field);
  return value;
}

export function listOf<T>(data: Fields, field: string, max: number, read: (item: Fields) => T): T[] {
  const value = data[field];
  if (!Array.isArray(value) || value.length > max) throw new BadRequest(field);
  return value.map((item) => read(objectOf(item, field)));
}

export function textList(data: Fields, field: string, maxItems: number, maxLength: number): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.length > maxItems) throw new BadRequest(field);
  return value.map((item) => {
    if (typeof item !== 'string' || item.length > maxLength) throw new BadRequest(field);
    return item;
  });
}

export function oneOf<T extends string>(data: Fields, field: string, allowed: readonly T[]): T {
  const value = data[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw new BadRequest(field);
  return value as T;
}
