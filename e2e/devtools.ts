import type { Page } from "@playwright/test";

/**
 * The browser build runs the React components on Preact (gatsby/webpack.ts), which attaches a
 * component's event handlers to its own element. DevTools' `getEventListeners` shows them without
 * reaching into the framework's private fields, so "is a Gatsby Link" is read here.
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
