import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { specRoutes } from "./routes";

/** Every spec route, plus an unknown path that must get the 404 page. */
export const UNKNOWN_PATH = "/no-such-page/";
export const allRoutes = [...specRoutes, UNKNOWN_PATH];
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Collects everything that must never happen on a page: console errors (production React reports
 * hydration mismatches as minified errors #418/#423/#425, failed resources as "Failed to load
 * resource"), console warnings about hydration, and uncaught exceptions.
 */
export function watchErrors(page: Page, { unknownPath }: { unknownPath?: string } = {}): string[] {
  const problems: string[] = [];
  // On an unknown path the 404s of the document, its page-data and Gatsby's own probe are the point.
  const expected404 = (url: string) =>
    unknownPath !== undefined && [unknownPath, unknownPath.replace(/\/$/, ""), pageDataUrl(unknownPath)].includes(new URL(url).pathname);
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /status of 404/.test(text) && expected404(message.location().url)) return;
    if (message.type() === "error") problems.push(`console.error: ${text} (${message.location().url})`);
    else if (message.type() === "warning" && /hydrat/i.test(text)) problems.push(`console.warn: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Loads a route and waits until Gatsby has hydrated it and the network is quiet. */
export async function open(page: Page, route: string) {
  const response = await page.goto(route);
  await page.waitForLoadState("networkidle");
  return response;
}

/** axe-core with the WCAG 2.1 A/AA tags; failures list each rule with the offending selectors. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The focused element shows a visible indicator: an outline of some width, or a box-shadow. */
export async function expectVisibleFocus(page: Page, step: string) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== "none",
    };
  });
  expect(focus, `${step}: something has keyboard focus`).not.toBeNull();
  expect(focus!.outline || focus!.shadow, `${step}: ${focus!.element} shows a focus indicator`).toBe(true);
}

/** Replaces IntersectionObserver with one that never fires, so Gatsby's viewport prefetching stays quiet. */
export async function disableViewportPrefetch(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin = "";
      readonly thresholds = [];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

/** Gatsby's page-data URL for a route: "/" -> /page-data/index/page-data.json. */
export function pageDataUrl(route: string) {
  const name = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  return `/page-data/${name}/page-data.json`;
}
