/**
 * The shop's "now" for rules that go by the calendar (seasons, pre-orders). Outside production the
 * environment variable SHOP_NOW (an ISO moment, e.g. `2026-07-01T10:00:00Z`) fixes it, so that a
 * started shop can be shown or tested in another season; a production server ignores it.
 */
export function shopNow(env: NodeJS.ProcessEnv = process.env): Date {
  const fixed = env.NODE_ENV !== 'production' ? env.SHOP_NOW?.trim() : undefined;
  if (fixed) {
    const at = new Date(fixed);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return new Date();
}
