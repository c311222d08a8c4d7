import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "gatsby-plugin-islands/names";
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
 * mismatches are silent in the production build; hydrationDifference finds them. With
 * `failedResponses`, also every response of 400 or more, each named by its URL (a failed prefetch
 * need not reach the console).
 */
export function watchErrors(
  page: Page,
  { unknownPath, failedResponses = false }: { unknownPath?: string; failedResponses?: boolean } = {},
): string[] {
  const problems: string[] = [];
  // On an unknown path the 404 of the document is the point.
  const expected404 = (url: string) =>
    unknownPath !== undefined && [unknownPath, unknownPath.replace(/\/$/, "")].includes(new URL(url).pathname);
  if (failedResponses) {
    page.on("response", (response) => {
      if (response.status() >= 400 && !(response.status() === 404 && expected404(response.url())))
        problems.push(`${response.status()} ${response.url()}`);
    });
  }
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
 * Waits until the islands due at arrival have hydrated, by the marker the islands' start sets
 * (plugins/gatsby-plugin-islands/src/client/start.ts). This first presses Shift, a key that changes
 * nothing on the page but is a first use (an island under focus starts at once); `interact: false`
 * waits for a page that must start on its own.
 */
export async function waitForHydration(page: Page, { interact = true }: { interact?: boolean } = {}) {
  if (interact) await page.keyboard.press("Shift");
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`), `${page.url()} hydrates`).toBeAttached({ timeout: 30_000 });
  // Effects (reading ?department=, starting timers) run after the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Loads a route and waits until its islands have hydrated (see waitForHydration) and the network is
 * quiet. A page already open goes to about:blank first: its links that came into view (after a
 * resize, say) start speculation-rules prefetches, and one that starts as the next document commits
 * is cancelled without Playwright hearing of it, so "networkidle" would wait for it for ever.
 */
export async function open(page: Page, route: string, options: { interact?: boolean } = {}) {
  if (page.url() !== "about:blank") await page.goto("about:blank");
  const response = await page.goto(route);
  await waitForHydration(page, options);
  await page.waitForLoadState("networkidle");
  return response;
}

/**
 * Where the app as the browser shows it differs from the HTML the server sent: the elements under
 * `root` with the attributes that carry meaning (id, for, aria-*, role, hidden, disabled, tabindex,
 * href, src, and a form control's value and checked state) and the texts, in document order
 * (comments, class, style and <noscript> aside), compared up to the first difference. Returns null
 * when they agree.
 *
 * It waits until the app has hydrated and shows the server's h1, and reads the page in that same
 * animation frame, before a timer of the page has changed it (the home carousel turns every 4 s).
 * Form controls are compared by their value and checked properties, which is what a visitor gets:
 * React writes `value=""` as an attribute, Preact sets the property.
 */
export async function renderDifference(page: Page, html: string, root: string): Promise<string | null> {
  const serverH1 = await page.evaluate(
    (serverHtml) => new DOMParser().parseFromString(serverHtml, "text/html").querySelector("h1")?.textContent ?? "",
    html,
  );
  const result = await page.waitForFunction(
    ({ serverHtml, rootSelector, hydratedAttribute, h1 }) => {
      if (
        !document.documentElement.hasAttribute(hydratedAttribute) ||
        (document.querySelector("h1")?.textContent ?? "") !== h1
      )
        return false;
      const serverDocument = new DOMParser().parseFromString(serverHtml, "text/html");

      const COMPARED = /^(id|for|aria-.+|role|hidden|disabled|tabindex|href|src|value|checked)$/;
      // Present or absent is what a boolean attribute says (hidden="" and hidden="hidden" agree).
      const BOOLEAN = new Set(["hidden", "disabled", "checked"]);
      const describe = (element: Element) => {
        const control =
          element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement;
        const attributes = [...element.attributes]
          .filter(
            (attribute) =>
              COMPARED.test(attribute.name) &&
              !(control && (attribute.name === "value" || attribute.name === "checked")),
          )
          .map((attribute) =>
            BOOLEAN.has(attribute.name) ? attribute.name : `${attribute.name}=${JSON.stringify(attribute.value)}`,
          );
        if (control) attributes.push(`value=${JSON.stringify(element.value)}`);
        if (element instanceof HTMLInputElement && element.checked) attributes.push("checked");
        return `<${[element.localName, ...attributes.sort()].join(" ")}>`;
      };
      const outline = (from: Document) => {
        const items: string[] = [];
        const top = from.querySelector(rootSelector);
        if (!top) return items;
        const walker = from.createTreeWalker(top, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
          acceptNode: (node) =>
            node.parentElement?.closest("noscript") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
        });
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeType === Node.ELEMENT_NODE) items.push(describe(node as Element));
          else if (node.textContent?.trim()) items.push(JSON.stringify(node.textContent.trim()));
        }
        return items;
      };

      const server = outline(serverDocument);
      const client = outline(document);
      const at = server.findIndex((item, index) => item !== client[index]);
      if (at === -1 && server.length === client.length) return { difference: null };
      const position = at === -1 ? server.length : at;
      const after = (items: string[]) => items.slice(position + 1, position + 3).join(" ");
      return {
        difference: [
          `first difference at node ${position} of ${rootSelector}, after: ${server.slice(Math.max(0, position - 3), position).join(" ")}`,
          `  server: ${server[position] ?? "(nothing)"}   then: ${after(server)}`,
          `  client: ${client[position] ?? "(nothing)"}   then: ${after(client)}`,
        ].join("\n"),
      };
    },
    { serverHtml: html, rootSelector: root, hydratedAttribute: HYDRATED_ATTRIBUTE, h1: serverH1 },
    { timeout: 30_000 },
  );
  return ((await result.jsonValue()) as { difference: string | null }).difference;
}

/**
 * Where the hydrated app differs from the server's HTML (see renderDifference), in all of #___gatsby.
 * Preact repairs a structural mismatch without a word in production, so it shows up here rather
 * than in the console. Preact also keeps the server's attributes while hydrating, so an attribute
 * the client would render differently does not show here: clientRenderDifference finds that.
 */
export async function hydrationDifference(page: Page, html: string) {
  await hydrateEveryIsland(page);
  return renderDifference(page, html, "#___gatsby");
}

/**
 * Hydrates the islands that are still waiting for the visitor (out of view: plugins/gatsby-plugin-islands/src/client/start.ts)
 * the way a visitor would start them, by an interaction (a focus event on each), and waits until all
 * have hydrated: a comparison with the server's HTML then covers the whole page.
 */
export async function hydrateEveryIsland(page: Page) {
  await waitForHydration(page);
  await page.evaluate(
    ({ attribute }) =>
      document
        .querySelectorAll(`[${attribute}]`)
        .forEach((island) => island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }))),
    { attribute: ISLAND_ATTRIBUTE },
  );
  await expect(
    page.locator(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_ATTRIBUTE}="${ISLAND_HYDRATED}"])`),
    "every island hydrates when touched",
  ).toHaveCount(0);
}

/**
 * Where the page as the browser renders it from scratch (after a client-side navigation away and
 * back: most page views after the first are rendered so) differs from the server's HTML: an id
 * made by the renderer, or an attribute only the client sets, shows here. Gatsby's route announcer,
 * beside #gatsby-focus-wrapper, says "Navigated to …" by design and is left out.
 */
export async function clientRenderDifference(page: Page, html: string): Promise<string | null> {
  const route = new URL(page.url()).pathname;
  const h1 = await page.locator("h1").textContent();
  // Any link away will do; the header's logo is one on every page but "/".
  const links = await linksAway(page, "header, main", route);
  expect(links.length, `${route} links to another page`).toBeGreaterThan(0);
  await page.locator(`a[href='${links[0]}']:visible`).first().click();
  await expect(page.locator("h1")).not.toHaveText(h1 ?? "");
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL((url) => url.pathname === route);
  return renderDifference(page, html, "#gatsby-focus-wrapper");
}

/** The hrefs of the visible links to other pages of the site inside `regions` (no in-page anchors, no files). */
export function linksAway(page: Page, regions: string, route: string): Promise<string[]> {
  return page
    .locator(regions)
    .locator("a[href^='/']:visible")
    .evaluateAll(
      (anchors, current) =>
        anchors
          .map((anchor) => anchor.getAttribute("href")!)
          .filter((href) => href !== current && !href.includes("#") && !/\.[a-z0-9]+$/i.test(href)),
      route,
    );
}

/** Ids as React's (":R1:", ":r1:" for client-only renders) or Preact's ("P0-1") useId make them. */
const RENDERER_ID = /^:[Rr]|^P\d+-/;

/**
 * What is broken in the page's id references: an IDREF attribute that names no element, an id used
 * twice, an id one renderer made (it would differ between the server's HTML and the hydrated
 * page). Read from the live DOM, so it can be asked in any state (menu open, a form refused).
 */
export async function idReferenceProblems(page: Page): Promise<string[]> {
  return page.evaluate((rendererId) => {
    const IDREFS = [
      "for",
      "aria-describedby",
      "aria-labelledby",
      "aria-controls",
      "aria-owns",
      "aria-activedescendant",
      "aria-details",
      "aria-errormessage",
      "aria-flowto",
      "headers",
      "list",
    ];
    const problems: string[] = [];
    const name = (element: Element) => {
      const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      return `<${element.localName}${element.id ? ` id="${element.id}"` : ""}>${text ? ` "${text}"` : ""}`;
    };
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll("[id]")) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    for (const [id, count] of counts) {
      if (count > 1) problems.push(`id "${id}" is used ${count} times`);
      if (new RegExp(rendererId).test(id))
        problems.push(`id "${id}" was made by the renderer (useId): server and browser disagree on it`);
    }
    for (const attribute of IDREFS) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
          if (!counts.has(id))
            problems.push(
              `${name(element)} ${attribute}="${element.getAttribute(attribute)}": no element has the id "${id}"`,
            );
        }
      }
    }
    return problems;
  }, RENDERER_ID.source);
}

/** Every id reference in the page is whole, in the state the test has brought it to (see idReferenceProblems). */
export async function expectWholeIdReferences(page: Page, state: string) {
  expect(await idReferenceProblems(page), `id references ${state} on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** axe-core with the WCAG 2.1 A/AA tags; failures list each rule with the offending selectors. */
export async function expectNoAxeViolations(page: Page) {
  // A short animation under way (the home carousel's slide fading in, every 4 s) shows text at part
  // opacity, which axe reads as low contrast: wait for those to end (the carousel's 4 s progress bar
  // is not waited for). Seen once in a loaded CI run.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return (
            animation.playState === "running" && Number(timing?.endTime) - Number(animation.currentTime ?? 0) < 1000
          );
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Sections far below the fold are not painted until they come near the viewport
  // (`content-visibility: auto`, src/styles/global-styles.tsx), and axe reads the colours behind text
  // it cannot see as the page's white: a light footer link "fails" on a dark footer that is not drawn
  // yet. Draw everything, as scrolling to each would, for the check; the style goes afterwards.
  const drawAll = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await drawAll.evaluate((element) => (element as Element).remove());
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
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

/**
 * Replaces IntersectionObserver with one that reports everything out of view, once, and nothing
 * after: Gatsby's viewport prefetching stays quiet, and the page's islands wait for an interaction.
 */
export async function disableViewportPrefetch(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin = "";
      readonly thresholds = [];
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { target, isIntersecting: false, intersectionRatio: 0 } as unknown as IntersectionObserverEntry;
        queueMicrotask(() => this.callback([entry], this));
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  });
}

/** The two widths every page is checked at: a phone and a desktop. */
export const WIDTHS = [MOBILE.width, DESKTOP.width] as const;

export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Opens the header's menu on a narrow screen (it is always shown on wide ones). */
export async function openMobileMenu(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

/** A pattern that matches any text containing `text` as it is written. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Sets or clears the form's novalidate: a script or an old browser sends what native validation would stop. */
export const setNoValidate = (form: Locator, off: boolean) =>
  form.evaluate((element: HTMLFormElement, value) => {
    element.noValidate = value;
  }, off);

/**
 * One control's value that the server refuses, and how to put a valid one back. `refuse` gives the
 * value through the form as a visitor (or a script) could; the server really answers.
 */
export type Refusal = { name: string; refuse: () => Promise<void>; restore: () => Promise<void> };

/**
 * Submits the form once per refusal, to the real server: each time the server answers 400 naming
 * that control, the control alone is marked invalid and described by the server's message, and
 * every id reference in the page is whole (see idReferenceProblems).
 */
export async function expectEachRefusalMarked(
  page: Page,
  { form, submit, endpoint, refusals }: { form: Locator; submit: Locator; endpoint: string; refusals: Refusal[] },
) {
  for (const { name, refuse, restore } of refusals) {
    await refuse();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === endpoint && r.request().method() === "POST"),
      submit.click(),
    ]);
    expect(response.status(), `the server refuses ${name}`).toBe(400);
    const message: string = (await response.json()).errors?.[name];
    expect(message, `the server's answer names ${name}`).toBeTruthy();
    const control = form.locator(`[name="${name}"]`);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(1);
    await expect(control).toHaveAccessibleDescription(containing(message));
    await expectWholeIdReferences(page, `after the server refused ${name}`);
    await restore();
  }
}
