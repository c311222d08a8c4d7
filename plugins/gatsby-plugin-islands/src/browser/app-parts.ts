/**
 * Evaluates the app's modules a part per task, in order, yielding to the browser between parts, so
 * that no part is a long task on a phone (Astro's `client:idle` hydrates in the same way). The
 * parts are dynamic imports of one chunk: the first fetches it, each evaluates its module and what
 * that imports and has not been evaluated yet, which webpack then keeps.
 */
export async function evaluateInParts(parts: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const [index, part] of parts.entries()) {
    if (index > 0) await nextTask();
    await part();
  }
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of the browser's own choosing, after pending input: `scheduler.yield()` where
 * there is one (Chromium), otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs a script of the page's component (a webpack chunk, which registers itself when run) and
 * resolves once it has run, or failed: webpack then finds the chunk installed and adds no script of
 * its own, and one that failed it fetches again itself. The element goes once it has run, so that
 * webpack never waits on it.
 */
export function runScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = script.onerror = () => {
      script.remove();
      resolve();
    };
    document.head.append(script);
  });
}
