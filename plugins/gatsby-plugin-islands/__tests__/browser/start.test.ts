import { ISLAND_ATTRIBUTE, opensAtOnce, timingAttributes, timingOf } from "../../src/browser/markers";
import {
  componentScripts,
  mustStartNow,
  prefetchStartWhenIdle,
  START_HINTS_ID,
  startHintsOf,
  whenToStart,
} from "../../src/browser/start";

/** A page as the server sends it: the app's root with content, and the given islands' wrappers. */
function serverPage(...islands: Record<string, string>[]) {
  const attributes = (map: Record<string, string>) =>
    Object.entries(map)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>${islands
    .map((island) => `<div ${ISLAND_ATTRIBUTE}=""${attributes(island)}><button>Part</button></div>`)
    .join("")}</main></div></div>`;
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("when an island's server HTML is not enough", () => {
  it("writes its timing on the wrapper and reads it back", () => {
    const timing = { param: "department", validThrough: "2026-12-31" };
    const element = document.createElement("div");
    for (const [name, value] of Object.entries(timingAttributes(timing))) element.setAttribute(name, value);
    expect(timingOf(element)).toEqual(timing);
    expect(timingAttributes({})).toEqual({});
  });

  it("opens at once with its parameter in the address, or on a day after its HTML's last good day", () => {
    expect(opensAtOnce({ param: "department" }, "?department=Design", "2026-11-24")).toBe(true);
    expect(opensAtOnce({ param: "department" }, "?utm_source=news", "2026-11-24")).toBe(false);
    expect(opensAtOnce({ validThrough: "2026-11-24" }, "", "2026-11-24")).toBe(false);
    expect(opensAtOnce({ validThrough: "2026-11-24" }, "", "2026-11-25")).toBe(true);
  });
});

describe("whether a page starts its app on arrival", () => {
  it("waits on a page whose parts show their first state as sent", () => {
    serverPage({}, { "data-island-param": "department" }, { "data-island-valid-through": "2999-12-31" });
    expect(mustStartNow()).toBe(false);
  });

  it("starts at once when the site says so (its arrival module's startsAtOnce)", () => {
    serverPage({});
    const siteReasons = jest.fn(() => true);
    expect(mustStartNow(document, siteReasons)).toBe(true);
    expect(siteReasons).toHaveBeenCalledWith(document);
    expect(mustStartNow(document, () => false)).toBe(false);
  });

  it("starts at once without server HTML (gatsby develop renders from scratch)", () => {
    document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>`;
    expect(mustStartNow()).toBe(true);
  });

  it("starts at once for an island's parameter in the address, or a list out of date", () => {
    serverPage({ "data-island-param": "department" });
    window.history.replaceState(null, "", "/careers/?department=Design");
    expect(mustStartNow()).toBe(true);
    serverPage({ "data-island-valid-through": "2000-01-01" });
    window.history.replaceState(null, "", "/careers/");
    expect(mustStartNow()).toBe(true);
  });

  it("starts at the first interaction, and not before", async () => {
    serverPage({});
    const started = jest.fn();
    void whenToStart().then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    document.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await Promise.resolve();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("starts at the browser's next idle moment once the page has loaded and its files are asked for, without an interaction", async () => {
    jest.useFakeTimers(); // jsdom has no requestIdleCallback: the next timer stands for it
    serverPage({});
    let ready = () => {};
    const started = jest.fn();
    void whenToStart(new Promise<void>((resolve) => (ready = resolve))).then(started);
    jest.runAllTimers();
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    ready();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled(); // not in the same task: at the next idle moment
    jest.advanceTimersToNextTimer();
    await Promise.resolve();
    expect(started).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe("what the app will fetch when it starts", () => {
  it("is asked for at the lowest priority once the page has loaded and the browser is idle, one file per idle moment", async () => {
    jest.useFakeTimers();
    document.head.innerHTML = `<script id="${START_HINTS_ID}" type="application/json">["/page-data/contact/page-data.json","/component---contact.js"]</script>`;
    const done = prefetchStartWhenIdle();
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")].map((link) =>
        link.getAttribute("href"),
      );
    expect(prefetched()).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(prefetched()).toEqual(["/page-data/contact/page-data.json"]);
    jest.runAllTimers();
    expect(prefetched()).toEqual(["/page-data/contact/page-data.json", "/component---contact.js"]);
    await expect(done).resolves.toBeUndefined(); // the app's start waits for this (whenToStart)
    jest.useRealTimers();
    document.head.innerHTML = "";
  });
});

describe("the page's component, run before Gatsby's entry (app-entry.ts)", () => {
  const hints = [
    "/framework-1.js",
    "/app-start-2.js",
    "/page-data/contact/page-data.json",
    "/page-data/app-data.json",
    "/commons-3.js",
    "/component---src-pages-contact-tsx-4.js",
  ];
  afterEach(() => (document.head.innerHTML = ""));

  it("reads the hints' files and the component's chunk name", () => {
    document.head.innerHTML = `<script id="${START_HINTS_ID}" type="application/json" data-component="component---src-pages-contact-tsx">${JSON.stringify(hints)}</script>`;
    expect(startHintsOf()).toEqual({ files: hints, component: "component---src-pages-contact-tsx" });
    document.head.innerHTML = "";
    expect(startHintsOf()).toEqual({ files: [], component: undefined });
  });

  it("runs the component's scripts, those after the page's data, that the page has not run", () => {
    document.head.innerHTML = `<script src="/commons-3.js"></script>`;
    expect(componentScripts({ files: hints })).toEqual(["/component---src-pages-contact-tsx-4.js"]);
    document.head.innerHTML = "";
    expect(componentScripts({ files: hints })).toEqual(["/commons-3.js", "/component---src-pages-contact-tsx-4.js"]);
    expect(componentScripts({ files: ["/app-start-2.js"] })).toEqual([]);
  });
});
