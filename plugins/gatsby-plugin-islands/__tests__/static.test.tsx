/**
 * @jest-environment-options {"url": "https://www.example.com/services/"}
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { hydrateRoot } from "react-dom/client";
import { endFirstRender } from "../src/browser/hydration";
import createCache from "@emotion/cache";
import { Static } from "../src/static";
import { setNextPageCache } from "../src/styles/next-page-styles";

// Server HTML for a page: an internal link, a file link, a same-page anchor and an external link.
function Content({ onRender = () => {} }: { onRender?: () => void }) {
  onRender();
  return (
    <p>
      <a href="/careers/">Careers</a> <a href="/sitemap.xml">XML sitemap</a> <a href="/services/#top">Top</a>{" "}
      <a href="https://example.org/">Elsewhere</a>
    </p>
  );
}

/** Puts the server's HTML in the page, as Gatsby's HTML has it before the app starts. */
function serveHtml(html: string) {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  return document.getElementById("gatsby-focus-wrapper")!;
}

describe("Static", () => {
  afterEach(() => {
    jest.mocked(navigate).mockClear();
    document.body.innerHTML = "";
  });

  it("renders its children where there is no server HTML to keep (server render, gatsby develop, Jest)", () => {
    render(
      <Static>
        <Content />
      </Static>,
    );
    expect(screen.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers/");
  });

  describe("belowTheFold, rendered by a client-side navigation", () => {
    const page = () => (
      <>
        <h1>Artificial Intelligence</h1>
        <Static belowTheFold>
          <h2>What We Offer</h2>
        </Static>
      </>
    );
    afterEach(() => {
      delete window.___loader;
      window.history.replaceState(null, "", "/services/");
      jest.useRealTimers();
    });

    it("renders its content at once outside the app (the server render, tests)", () => {
      render(page());
      expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
    });

    describe("in the app", () => {
      beforeEach(() => {
        jest.useFakeTimers();
        window.___loader = { hovering: jest.fn() };
      });

      it("shows the page's top first, and its lower part after the next frame", () => {
        window.history.pushState({ key: "1" }, "", "/services/artificial-intelligence/");
        render(page());
        expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
        expect(screen.queryByRole("heading", { name: "What We Offer" })).not.toBeInTheDocument();
        act(() => jest.runAllTimers());
        expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
      });

      it("renders it at once for a link to a section (the browser scrolls to it) and for back and forward (the scroll position is restored)", () => {
        window.history.pushState({ key: "2" }, "", "/services/artificial-intelligence/#what-we-offer-heading");
        const toSection = render(page());
        expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
        toSection.unmount();

        window.history.pushState({ key: "3" }, "", "/services/artificial-intelligence/");
        window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
        render(page());
        expect(screen.getByRole("heading", { name: "What We Offer" })).toBeInTheDocument();
      });
    });
  });

  describe("on the first load of a server-rendered page", () => {
    function hydrate() {
      // What the server sends (its <style> tags moved into <head>, as the build does).
      const server = render(
        <Static>
          <Content />
        </Static>,
      );
      const html = server.container.innerHTML;
      server.unmount();
      const focus = serveHtml(html);
      const serverHtml = focus.innerHTML;
      const rendered = jest.fn();
      act(() => {
        hydrateRoot(
          focus,
          <Static>
            <Content onRender={rendered} />
          </Static>,
        );
      });
      return { focus, serverHtml, rendered };
    }

    it("keeps the server's HTML without rendering the content's components", () => {
      const { focus, serverHtml, rendered } = hydrate();
      expect(rendered).not.toHaveBeenCalled();
      expect(focus.innerHTML).toBe(serverHtml);
    });

    it("follows an internal page link in the app, as a Gatsby Link does, and leaves files, anchors and other sites to the browser", () => {
      hydrate();
      const click = (name: string) => fireEvent.click(screen.getByRole("link", { name }));
      expect(click("Careers")).toBe(false);
      expect(navigate).toHaveBeenCalledWith("/careers/", { replace: false });
      jest.mocked(navigate).mockClear();
      // Seen from window, after every handler of the page: did the page take the click over? Then
      // cancelled, as jsdom cannot load another document.
      const takenOver: Record<string, boolean> = {};
      const record = (event: MouseEvent) => {
        takenOver[(event.target as HTMLElement).textContent] = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener("click", record);
      for (const name of ["XML sitemap", "Top", "Elsewhere"]) click(name);
      window.removeEventListener("click", record);
      expect(takenOver).toEqual({ "XML sitemap": false, Top: false, Elsewhere: false });
      expect(navigate).not.toHaveBeenCalled();
      // A modified click (open in a new tab) is the browser's too.
      expect(fireEvent.click(screen.getByRole("link", { name: "Careers" }), { ctrlKey: true })).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });

    it("loads a page's data when the pointer moves over its link", () => {
      hydrate();
      const hovering = jest.fn();
      window.___loader = { hovering };
      fireEvent.mouseOver(screen.getByRole("link", { name: "Careers" }));
      expect(hovering).toHaveBeenCalledWith("/careers/");
      fireEvent.mouseOver(screen.getByRole("link", { name: "XML sitemap" }));
      expect(hovering).toHaveBeenCalledTimes(1);
      delete window.___loader;
    });

    it("loads a page, as a hover does, when its link is within a screen of the viewport as the app starts; links scrolled near later go to Gatsby's prefetch queue", () => {
      // The browser's observer and idle callback, driven by the test.
      const observed: Element[] = [];
      let seen: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
      let margin: string | undefined;
      window.IntersectionObserver = class {
        constructor(
          callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
          options?: IntersectionObserverInit,
        ) {
          seen = callback;
          margin = options?.rootMargin;
        }
        observe(target: Element) {
          observed.push(target);
        }
        unobserve() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
      jest.mocked(prefetchPathname).mockClear();
      const idle: (() => void)[] = [];
      window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
      const hovering = jest.fn();
      window.___loader = { hovering };
      // The page's server styles are fetched too, at an idle moment (../src/styles/next-page-styles.ts).
      setNextPageCache(createCache({ key: "css" }));
      const fetched = jest.fn(() => Promise.resolve({ ok: false } as Response));
      window.fetch = fetched;
      try {
        hydrate();
        act(() => idle.forEach((callback) => callback()));
        expect(margin).toBe("100% 0px");
        expect(observed.map((anchor) => anchor.getAttribute("href"))).toEqual(["/careers/"]);
        idle.length = 0;
        seen(observed.map((target) => ({ target, isIntersecting: true })));
        // At the next idle moment, not in the task that brought it near (a tap may follow the scroll).
        expect(hovering).not.toHaveBeenCalled();
        act(() => idle.forEach((callback) => callback()));
        // Not Gatsby's prefetch queue, which would fetch it 3 s later at the earliest.
        expect(hovering).toHaveBeenCalledWith("/careers/");
        expect(prefetchPathname).not.toHaveBeenCalled();
        expect(fetched).toHaveBeenCalledWith("/careers/", { credentials: "same-origin" });
        // A later report: the link came near by a scroll, and a tap may follow at once.
        hovering.mockClear();
        idle.length = 0;
        seen(observed.map((target) => ({ target, isIntersecting: true })));
        act(() => idle.forEach((callback) => callback()));
        expect(hovering).not.toHaveBeenCalled();
        expect(prefetchPathname).toHaveBeenCalledWith("/careers/");
      } finally {
        // jsdom has neither.
        Reflect.deleteProperty(window, "IntersectionObserver");
        Reflect.deleteProperty(window, "requestIdleCallback");
        Reflect.deleteProperty(window, "fetch");
        delete window.___loader;
      }
    });

    // Last: the first render, once ended, stays ended for this module.
    it("renders content mounted after the first render normally (a client-side navigation)", () => {
      hydrate();
      endFirstRender();
      const later = document.createElement("div");
      document.body.append(later);
      const rendered = jest.fn();
      render(
        <Static>
          <Content onRender={rendered} />
        </Static>,
        { container: later },
      );
      expect(rendered).toHaveBeenCalled();
      expect(later.querySelector("a[href='/careers/']")).not.toBeNull();
    });
  });
});
