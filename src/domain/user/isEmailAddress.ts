const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible email address: something@domain.tld with no spaces; the auth service has the last word. */
export const isEmailAddress = (value: string): boolean => EMAIL.test(value.trim());
