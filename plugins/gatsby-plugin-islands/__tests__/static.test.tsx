/**
 * @jest-environment-options {"url": "https://www.example.com/services/"}
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { hydrateRoot } from "react-dom/client";
import { endFirstRender } from "../src/browser/hydration";
import { Static } from "../src/static";

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
    render(<Static><Content /></Static>);
    expect(screen.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers/");
  });

  describe("on the first load of a server-rendered page", () => {
    function hydrate() {
      // What the server sends (its <style> tags moved into <head>, as the build does).
      const server = render(<Static><Content /></Static>);
      const html = server.container.innerHTML;
      server.unmount();
      const focus = serveHtml(html);
      const serverHtml = focus.innerHTML;
      const rendered = jest.fn();
      act(() => {
        hydrateRoot(focus, <Static><Content onRender={rendered} /></Static>);
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

    // Last: the first render, once ended, stays ended for this module.
    it("renders content mounted after the first render normally (a client-side navigation)", () => {
      hydrate();
      endFirstRender();
      const later = document.createElement("div");
      document.body.append(later);
      const rendered = jest.fn();
      render(<Static><Content onRender={rendered} /></Static>, { container: later });
      expect(rendered).toHaveBeenCalled();
      expect(later.querySelector("a[href='/careers/']")).not.toBeNull();
    });
  });
});
