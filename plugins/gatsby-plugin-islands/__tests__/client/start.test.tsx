import { act } from "preact/test-utils";
import { render } from "preact";
import { useState } from "preact/hooks";
import { island } from "../../src/island";
import {
  DUE_AFTER_ATTRIBUTE,
  DUE_WITH_PARAM_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_FAILED,
  ISLAND_HYDRATED,
  MODULES_ATTRIBUTE,
} from "../../src/names";
import { ChunkLoadError, startIslands, type IslandModule } from "../../src/client/start";
import { hydrateInto } from "../../src/client/hydrate";

function Toggle({ label }: { label: string }) {
  const [on, setOn] = useState(false);
  const [text, setText] = useState("");
  const [size, setSize] = useState("");
  const [step, setStep] = useState(0);
  return (
    <form>
      <span
        role="slider"
        tabIndex={0}
        aria-label="Step"
        aria-valuenow={step}
        onKeyDown={(event) => event.key === "ArrowRight" && setStep((was) => was + 1)}
      />
      <button type="button" aria-pressed={on} onClick={() => setOn((was) => !was)}>
        {label}
      </button>
      <input aria-label="Name" value={text} onInput={(event) => setText(event.currentTarget.value)} />
      <output>{text}</output>
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.currentTarget.value)}>
        <option value="">Select...</option>
        <option value="large">Large</option>
      </select>
      <output>{size}</output>
    </form>
  );
}
const ToggleIsland = island("toggle", Toggle, "visible");

/** The page as the server sends it: the island's wrapper and its component's HTML, made by rendering once. */
function serverPage(when: string) {
  const scratch = document.createElement("div");
  render(<ToggleIsland label="Switch" />, scratch);
  document.body.innerHTML = scratch.innerHTML.replace('data-when="visible"', `data-when="${when}"`);
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
}

/** The browser's IntersectionObserver, reported by hand: jsdom has none. */
const observed = new Map<Element, (entries: { target: Element; isIntersecting: boolean }[]) => void>();
class FakeIntersectionObserver {
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
  observe(target: Element) {
    observed.set(target, this.report);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
}
const comeNear = (near: boolean) =>
  void act(() => {
    for (const [target, report] of [...observed]) report([{ target, isIntersecting: near }]);
  });
Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });

let release: () => void = () => undefined;
const loads: string[] = [];
const loadedFrom: (string | undefined)[] = [];
const load = (name: string, url: string | undefined) => {
  loads.push(name);
  loadedFrom.push(url);
  return new Promise<IslandModule>((resolve) => {
    release = () => resolve({ default: ToggleIsland as unknown as IslandModule["default"], hydrateInto });
  });
};
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
/** The entry's list of each island's modules, as the build writes it. */
function nameModules(modules: Record<string, string[]>) {
  const entry = document.createElement("script");
  entry.setAttribute(MODULES_ATTRIBUTE, JSON.stringify(modules));
  document.body.append(entry);
}
/** The hrefs of the page's `<link rel={rel}>` elements. */
const linked = (rel: string) =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]`)].map((link) => link.getAttribute("href"));
const wrapper = () => document.querySelector<HTMLElement>("[data-island]")!;
const button = () => document.querySelector("button")!;

beforeEach(() => {
  loads.length = 0;
  loadedFrom.length = 0;
  observed.clear();
});

describe("startIslands", () => {
  it("hydrates a `load` island once the page has loaded, into the server's own elements, and marks it and the page", async () => {
    serverPage("load");
    const serverButton = button();
    startIslands(load);
    await act(async () => undefined); // the page has loaded (jsdom's already has)
    expect(loads).toEqual(["toggle"]);
    release();
    await settle();
    expect(wrapper().dataset.island).toBe(ISLAND_HYDRATED);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(button()).toBe(serverButton);
    void act(() => button().click());
    expect(button().getAttribute("aria-pressed")).toBe("true");
  });

  it("leaves a `visible` island far from the viewport as the server sent it until it comes near", async () => {
    serverPage("visible");
    startIslands(load);
    comeNear(false);
    await settle();
    expect(loads).toEqual([]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    comeNear(true);
    await settle();
    expect(loads).toEqual(["toggle"]);
  });

  it("hydrates at once when the visitor touches it first, and gives a click that came before its code again", async () => {
    serverPage("visible");
    startIslands(load);
    button().dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(loads).toEqual(["toggle"]);
    void act(() => button().click());
    expect(button().getAttribute("aria-pressed")).toBe("false");
    release();
    await settle();
    expect(button().getAttribute("aria-pressed")).toBe("true");
  });

  it("fetches an island's modules together when it is due, and none of them before, and imports its own by the URL the page names", async () => {
    serverPage("visible");
    const entry = document.createElement("script");
    entry.setAttribute(MODULES_ATTRIBUTE, JSON.stringify({ toggle: ["/toggle-A.js", "/chunk-B.js"] }));
    document.body.append(entry);
    const preloaded = () =>
      [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) =>
        link.getAttribute("href"),
      );
    startIslands(load);
    comeNear(false);
    await settle();
    expect(preloaded()).toEqual([]);
    comeNear(true);
    await settle();
    expect(preloaded()).toEqual(["/toggle-A.js", "/chunk-B.js"]);
    expect(loads).toEqual(["toggle"]);
    expect(loadedFrom).toEqual(["/toggle-A.js"]); // the island's own module: the first the page names
    document.head.querySelectorAll("link").forEach((link) => link.remove());
  });

  it("leaves a `use` island unhydrated and its code unrun until it is used, with its modules fetched once idle", async () => {
    serverPage("use");
    nameModules({ toggle: ["/menu-C.js", "/chunk-D.js"] });
    startIslands(load);
    comeNear(true);
    await settle();
    await settle();
    expect(loads).toEqual([]);
    expect(linked("modulepreload")).toEqual([]);
    expect(linked("prefetch")).toEqual(["/menu-C.js", "/chunk-D.js"]); // fetched once idle, not run
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true); // nothing is due at arrival
    button().dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(loads).toEqual(["toggle"]);
    void act(() => button().click());
    release();
    await settle();
    expect(wrapper().dataset.island).toBe(ISLAND_HYDRATED);
    expect(button().getAttribute("aria-pressed")).toBe("true"); // the click before the code, given again
    document.head.querySelectorAll("link").forEach((link) => link.remove());
  });

  describe("a `use` island whose server HTML is out of date is due at arrival", () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    afterEach(() => window.history.replaceState(null, "", "/"));

    it.each([
      ["its day has passed (yesterday): due", { [DUE_AFTER_ATTRIBUTE]: day(-1) }, "/", true],
      ["its day is today: waits", { [DUE_AFTER_ATTRIBUTE]: day(0) }, "/", false],
      ["the address has its parameter: due", { [DUE_WITH_PARAM_ATTRIBUTE]: "department" }, "/?department=Design", true],
      [
        "the address has another parameter: waits",
        { [DUE_WITH_PARAM_ATTRIBUTE]: "department" },
        "/?team=Design",
        false,
      ],
    ])("%s", async (_, attributes, address, due) => {
      window.history.replaceState(null, "", address);
      serverPage("use");
      for (const [name, value] of Object.entries(attributes)) wrapper().setAttribute(name, value);
      startIslands(load);
      await settle();
      expect(loads).toEqual(due ? ["toggle"] : []);
      release();
      await settle();
      expect(wrapper().dataset.island).toBe(due ? ISLAND_HYDRATED : "");
      expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    });
  });

  it("gives an arrow pressed on a widget before its code ran again once it has; Tab is left alone", async () => {
    serverPage("use");
    startIslands(load);
    const slider = document.querySelector<HTMLElement>("[role=slider]")!;
    slider.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(loads).toEqual(["toggle"]);
    const press = (key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      slider.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press("ArrowRight")).toBe(true);
    expect(press("Tab")).toBe(false);
    expect(slider.getAttribute("aria-valuenow")).toBe("0");
    release();
    await settle();
    expect(slider.getAttribute("aria-valuenow")).toBe("1");
    void act(() => void press("ArrowRight"));
    expect(slider.getAttribute("aria-valuenow")).toBe("2"); // held once, not twice
  });

  it("does not prefetch for a `use` island the modules another island of the page loads", async () => {
    serverPage("use");
    document.body.insertAdjacentHTML(
      "beforeend",
      document.body.innerHTML.replace('data-when="use"', 'data-when="load"'),
    );
    nameModules({ toggle: ["/toggle-E.js", "/chunk-F.js"] });
    startIslands(load);
    release();
    await settle();
    await settle();
    expect(linked("modulepreload")).toEqual(["/toggle-E.js", "/chunk-F.js"]);
    expect(linked("prefetch")).toEqual([]);
    document.head.querySelectorAll("link").forEach((link) => link.remove());
  });

  it("keeps text typed before hydration, as the component's own state", async () => {
    serverPage("idle");
    startIslands(load);
    document.querySelector("input")!.value = "Ada";
    await settle(); // the browser is idle: the island's code is asked for
    release();
    await settle();
    expect(document.querySelector("input")!.value).toBe("Ada");
    expect(document.querySelector("output")!.textContent).toBe("Ada");
  });

  it("keeps an option chosen before hydration, as the component's own state", async () => {
    serverPage("idle");
    startIslands(load);
    document.querySelector("select")!.value = "large";
    await settle();
    release();
    await settle();
    expect(document.querySelector("select")!.value).toBe("large");
    expect(document.querySelectorAll("output")[1].textContent).toBe("large");
  });

  describe("an island whose module does not come", () => {
    const reported: unknown[] = [];
    beforeEach(() => {
      reported.length = 0;
      // jsdom has no reportError; the browser's dispatches the error as an uncaught one.
      Object.assign(window, { reportError: (error: unknown) => reported.push(error) });
    });
    afterEach(() => jest.useRealTimers());

    it("fails after the chunk load timeout: the server's HTML stays, and 'Loading chunk toggle failed' (timeout) is reported", async () => {
      jest.useFakeTimers();
      serverPage("load");
      const before = document.body.innerHTML;
      startIslands(load, { chunkLoadTimeoutMs: 120_000 });
      await act(async () => undefined);
      await act(async () => void jest.advanceTimersByTime(119_999));
      expect(reported).toEqual([]);
      await act(async () => void jest.advanceTimersByTime(1));
      await act(async () => undefined);
      expect(wrapper().dataset.island).toBe(ISLAND_FAILED);
      expect(reported).toHaveLength(1);
      const error = reported[0] as ChunkLoadError;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect(error.message).toBe("Loading chunk toggle failed");
      expect(error.cause).toBe("timeout");
      expect(document.body.innerHTML).toBe(before.replace('data-island=""', `data-island="${ISLAND_FAILED}"`));
      release(); // arriving later changes nothing
      await act(async () => undefined);
      expect(wrapper().dataset.island).toBe(ISLAND_FAILED);
    });

    it("tells a module the server no longer has (missing) from a failed request (error)", async () => {
      const answers = [404, 503];
      Object.assign(window, { fetch: () => Promise.resolve({ status: answers.shift() }) });
      for (const cause of ["missing", "error"]) {
        serverPage("load");
        document.head.innerHTML = '<link rel="modulepreload" href="/static/islands/toggle-ABC123.js">';
        startIslands(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
        await settle();
        expect(wrapper().dataset.island).toBe(ISLAND_FAILED);
        expect((reported.at(-1) as ChunkLoadError).cause).toBe(cause);
      }
    });
  });
});
