/**
 * A device's push token as the messaging service hands it out: letters, digits, '-', '_' and ':'
 * (web tokens are an instance id and a registration joined by a colon). It is also the id of the
 * device's entry in the token store, so it can never be a path, '.', '..' or a reserved __name__.
 */
export const PUSH_TOKEN = /^(?!__.*__$)[\w:-]{20,600}$/;

export const isPushToken = (value: unknown): value is string => typeof value === 'string' && PUSH_TOKEN.test(value);
