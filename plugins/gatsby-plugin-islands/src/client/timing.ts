/** The page itself comes first: its HTML is already on the screen, so no island's code competes with its load. */
export const pageLoaded = new Promise<void>((resolve) =>
  document.readyState === "complete" ? resolve() : window.addEventListener("load", () => resolve(), { once: true }),
);

/** The browser's next idle period (at the latest 2 s from now). */
export const idle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 1),
  );

/** The first idle period after the load event: when work nobody is waiting for may start. */
export const afterLoadAndIdle = () => pageLoaded.then(idle);

/** The next task: an island's module is evaluated in one, its hydration in another, so that neither is one long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
