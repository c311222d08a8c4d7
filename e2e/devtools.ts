import { expect, type Page } from "@playwright/test";

/**
 * The browser build runs the React components on Preact (gatsby/webpack.ts), which attaches a
 * component's event handlers to its own element. DevTools' `getEventListeners` shows them without
 * reaching into the framework's private fields, so "hydrated" and "is a Gatsby Link" are read here.
 */
declare global {
  // DevTools command-line API: only defined in expressions run by evaluateWithDevtools.
  function getEventListeners(target: EventTarget): Record<string, unknown[]>;
}

/** Runs a function in the page with DevTools' command-line API available and returns its result. */
export async function evaluateWithDevtools<T>(page: Page, fn: () => T): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
      expression: `(${fn.toString()})()`,
      includeCommandLineAPI: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  } finally {
    await cdp.detach();
  }
}

/** True once the header's home link (a Gatsby Link on every page) has its click handler: the app has hydrated. */
export const isHydrated = (page: Page) =>
  evaluateWithDevtools(page, () => {
    const home = document.querySelector("header a[href='/']");
    return Boolean(home && "click" in getEventListeners(home));
  });

/**
 * Waits until the app has hydrated: clicks on the static HTML before that are lost (measured: on a
 * busy machine a filter click could land before hydration and do nothing).
 */
export async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page), { message: `${page.url()} hydrates`, timeout: 30_000 }).toBe(true);
  // Effects (reading ?department=, starting timers) run after the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
