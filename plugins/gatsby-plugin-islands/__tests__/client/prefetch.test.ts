import { IN_VIEW_ATTRIBUTE, PREFETCH_RULES } from "../../src/names";

const mockListen = jest.fn();
jest.mock("quicklink", () => ({ listen: (...args: unknown[]) => mockListen(...args) }));

/** The browser's IntersectionObserver, reported by hand: jsdom has none. */
const observed = new Set<Element>();
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(callback: typeof report) {
    report = callback;
  }
  observe(target: Element) {
    observed.add(target);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
}
Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });

const LINKS = {
  page: "/services/",
  job: "/careers/engineer/",
  here: "/",
  editor: "/admin/",
  endpoint: "/api/contact",
  file: "/files/brochure.pdf",
  anchor: "/about/#team",
  elsewhere: "https://example.org/",
};

async function start({ rules, saveData = false }: { rules: boolean; saveData?: boolean }) {
  jest.resetModules();
  observed.clear();
  mockListen.mockClear();
  document.head.innerHTML = "";
  document.body.innerHTML = Object.values(LINKS)
    .map((href) => `<a href="${href}">${href}</a>`)
    .join("");
  Object.assign(HTMLScriptElement, { supports: rules ? (type: string) => type === "speculationrules" : undefined });
  Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });
  const { prefetchLinks } = await import("../../src/client/prefetch");
  prefetchLinks();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the load event (already past in jsdom) and an idle moment
}
const link = (href: string) => document.querySelector(`a[href="${href}"]`)!;
const marked = () => [...document.querySelectorAll(`[${IN_VIEW_ATTRIBUTE}]`)].map((a) => a.getAttribute("href"));

describe("prefetchLinks", () => {
  it("where the browser has Speculation Rules, inserts them once, marks each page link as it comes into view, and loads no quicklink", async () => {
    await start({ rules: true });
    const inserted = [...document.head.querySelectorAll('script[type="speculationrules"]')];
    expect(inserted.map((script) => script.textContent)).toEqual([PREFETCH_RULES]);
    expect([...observed].map((a) => a.getAttribute("href"))).toEqual([LINKS.page, LINKS.job]);
    report([
      { target: link(LINKS.page), isIntersecting: true },
      { target: link(LINKS.job), isIntersecting: false },
    ]);
    expect(marked()).toEqual([LINKS.page]);
    expect(observed.has(link(LINKS.page))).toBe(false); // once each
    expect(mockListen).not.toHaveBeenCalled();
  });

  it("has rules that prefetch exactly the marked links", () => {
    const [rule] = (JSON.parse(PREFETCH_RULES) as { prefetch: { eagerness: string; where: { and: unknown[] } }[] })
      .prefetch;
    expect(rule.eagerness).toBe("immediate");
    expect(rule.where.and).toContainEqual({ selector_matches: `a[${IN_VIEW_ATTRIBUTE}]` });
  });

  it("elsewhere leaves the links to quicklink, with the same links ignored", async () => {
    await start({ rules: false });
    expect(observed.size).toBe(0);
    expect(document.head.querySelector('script[type="speculationrules"]')).toBeNull();
    expect(mockListen).toHaveBeenCalledTimes(1);
    const { ignores } = mockListen.mock.calls[0][0] as { ignores: (RegExp | ((url: string) => boolean))[] };
    const ignored = (href: string) => ignores.some((rule) => (rule instanceof RegExp ? rule.test(href) : rule(href)));
    expect(Object.values(LINKS).filter((href) => ignored(new URL(href, location.href).href))).toEqual([
      LINKS.editor,
      LINKS.endpoint,
      LINKS.file,
      LINKS.anchor,
    ]);
  });

  it("marks nothing for a visitor who asked to save data", async () => {
    await start({ rules: true, saveData: true });
    expect(observed.size).toBe(0);
    expect(document.head.querySelector('script[type="speculationrules"]')).toBeNull();
  });
});
