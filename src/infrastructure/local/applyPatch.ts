/**
 * Merges a patch into a stored record. A key patched to undefined is removed, the way a
 * Firestore deleteField() would, so the legacy isAdmin flag can be cleared.
 */
export function applyPatch<T extends object>(record: T, patch: Partial<NoInfer<T>>): T {
  const merged = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged as T;
}
