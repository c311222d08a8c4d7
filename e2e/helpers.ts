import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../src/hydration-marker";
import { specRoutes } from "./routes";

/** Every spec route, plus an unknown path that must get the 404 page. */
export const UNKNOWN_PATH = "/no-such-page/";
export const allRoutes = [...specRoutes, UNKNOWN_PATH];
export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Collects everything that must never happen on a page: console errors (failed resources show as
 * "Failed to load resource"), console warnings about hydration, and uncaught exceptions. Hydration
 * mismatches are silent in the production build; hydrationDifference finds them.
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

/**
 * Waits until the app has hydrated, by the marker the app itself sets (gatsby-browser.tsx): clicks
 * on the static HTML before that are lost (measured: on a busy machine a filter click could land
 * before hydration and do nothing).
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`), `${page.url()} hydrates`).toBeAttached({ timeout: 30_000 });
  // Effects (reading ?department=, starting timers) run after the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Loads a route and waits until Gatsby has hydrated it and the network is quiet. */
export async function open(page: Page, route: string) {
  const response = await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  return response;
}

/**
 * Where the hydrated app differs from the HTML the server sent: the elements and texts of #___gatsby
 * in document order (comments, attributes and <noscript> aside), compared up to the first difference.
 * Preact repairs a hydration mismatch without a word in production, so a mismatch shows up here,
 * as the client's version of a node, rather than in the console. Returns null when they agree.
 */
export async function hydrationDifference(page: Page, html: string): Promise<string | null> {
  return page.evaluate((serverHtml) => {
    const outline = (root: Element | null) => {
      const items: string[] = [];
      if (!root) return items;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (node.parentElement?.closest("noscript") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.ELEMENT_NODE) items.push(`<${(node as Element).localName}>`);
        else if (node.textContent?.trim()) items.push(JSON.stringify(node.textContent.trim()));
      }
      return items;
    };
    const server = outline(new DOMParser().parseFromString(serverHtml, "text/html").getElementById("___gatsby"));
    const client = outline(document.getElementById("___gatsby"));
    const at = server.findIndex((item, index) => item !== client[index]);
    if (at === -1 && server.length === client.length) return null;
    const position = at === -1 ? server.length : at;
    const context = (items: string[]) => items.slice(Math.max(0, position - 3), position + 3).join(" ");
    return `first difference at node ${position}:\n  server: ${context(server)}\n  client: ${context(client)}`;
  }, html);
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
