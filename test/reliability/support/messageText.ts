import en from '../../../src/ui/i18n/en.json';
import type { ErrorCode } from '../../../src/domain/shared/ErrorCode';

/** The English text the UI shows for a code (messages.<code> in en.json), placeholders unfilled. */
export function messageText(code: ErrorCode): string {
  const found = code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en.messages);
  if (typeof found !== 'string') throw new Error(`en.json has no text for messages.${code}`);
  return found;
}
