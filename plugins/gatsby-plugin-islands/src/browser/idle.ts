/**
 * Calls `then` when the browser is next idle, and returns what cancels it. Where the browser cannot
 * tell (Safari has no requestIdleCallback) it calls `then` in a task of its own, soon after.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => then());
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 1);
  return () => window.clearTimeout(id);
}
