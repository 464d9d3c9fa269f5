/**
 * Resolves in a task of its own: the steps of starting the page in the browser (the store, the
 * router, hydration) each stay short, so a tap or a paint never waits behind all of them at once.
 * `scheduler.yield()` where the browser has it (the rest of the start keeps its place in the queue).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
