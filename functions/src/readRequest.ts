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

/** C0 and C1 control characters: no id, label or key of the shop holds one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 surrogate pair on its own: such a string has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Firestore reserves names that start and end with two underscores, for ids and field names alike. */
const RESERVED = /^__.*__$/s;
/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/**
 * A document id as Firestore itself allows one (https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields):
 * valid UTF-8 of at most 1,500 bytes, no slash, not '.' or '..', not __reserved__; and, stricter
 * than Firestore, no control characters and at most `max` characters. Refused here, at once: inside
 * a transaction such an id failed only after seconds of retries.
 */
export function documentId(data: Fields, field: string, max: number): string {
  const value = text(data, field, max);
  const valid =
    value !== '' &&
    value !== '.' &&
    value !== '..' &&
    !value.includes('/') &&
    !RESERVED.test(value) &&
    !CONTROL.test(value) &&
    !LONE_SURROGATE.test(value) &&
    Buffer.byteLength(value, 'utf8') <= MAX_ID_BYTES;
  if (!valid) throw new BadRequest(field);
  return value;
}

/**
 * A size label, which becomes a key of a product's variants map and a segment of the field path
 * `variants.{label}.available`: not empty, not __reserved__, no control characters.
 */
export function sizeLabel(data: Fields, field: string, max: number): string {
  const value = text(data, field, max);
  if (value.trim() === '' || RESERVED.test(value) || CONTROL.test(value) || LONE_SURROGATE.test(value)) throw new BadRequest(field);
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
