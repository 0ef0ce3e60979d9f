/**
 * The code of a deliveryCodes/{orderId} document ({ userId, code }), or null when there is no
 * document or no code in it. A code typed into the console as a number keeps its leading zeros.
 */
export function deliveryCodeFromDoc(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const code = (data as { code?: unknown }).code;
  if (typeof code === 'string') return code.trim() || null;
  if (typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 9999) return String(code).padStart(4, '0');
  return null;
}
