/**
 * A value as JSON with every object's keys sorted, so that equal values give equal texts whatever
 * their key order (jsonb keeps its own order, a request another): for comparing and hashing.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
