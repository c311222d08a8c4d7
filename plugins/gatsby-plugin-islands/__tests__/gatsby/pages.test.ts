import { hoistEmotionStyles, islandStyles, withIslandScripts } from "../../gatsby/pages";
import { MODULES_ATTRIBUTE } from "../../src/names";

const bundle = {
  boot: "/static/islands/boot-A1.js",
  bootImports: ["/static/islands/chunk-C3.js"],
  chunks: new Map([
    ["menu", ["/static/islands/menu-B2.js", "/static/islands/chunk-C3.js"]],
    ["faq", ["/static/islands/faq-D4.js", "/static/islands/chunk-C3.js"]],
  ]),
  styles: new Map([
    [
      "menu",
      '<style data-emotion="css a1">.css-a1{color:red;}</style><style data-emotion="css b2">.css-b2{display:block;}</style>',
    ],
    ["faq", '<style data-emotion="css f6">.css-f6{color:blue;}</style>'],
  ]),
};
const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const menu = '<div data-island="" data-component="menu" data-props="{}" data-when="idle"><button>Menu</button></div>';

describe("a built page's islands", () => {
  it("loads the entry, preloads only what the entry imports, and names the modules of the islands it has", () => {
    const html = withIslandScripts(page(menu), bundle);
    const entry = new DOMParser().parseFromString(html, "text/html").querySelector("script[type=module]")!;
    expect(entry.getAttribute("src")).toBe("/static/islands/boot-A1.js");
    expect(JSON.parse(entry.getAttribute(MODULES_ATTRIBUTE)!)).toEqual({
      menu: ["/static/islands/menu-B2.js", "/static/islands/chunk-C3.js"],
    });
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload" href="/static/islands/menu-B2.js');
    expect(html).not.toContain("faq-D4");
    expect(html.indexOf("boot-A1")).toBeLessThan(html.indexOf("</head>"));
  });

  it("loads no script on a page without islands", () => {
    expect(withIslandScripts(page("<p>Static</p>"), bundle)).toBe(page("<p>Static</p>"));
  });

  it("replaces an earlier build's tags (an incremental build keeps unchanged pages' HTML)", () => {
    const earlier = withIslandScripts(page(menu), { ...bundle, boot: "/static/islands/boot-OLD.js" });
    const html = withIslandScripts(earlier, bundle);
    expect(html).not.toContain("boot-OLD");
    expect(html.match(/type="module"/g)).toHaveLength(1);
    expect(html.match(/modulepreload/g)).toHaveLength(1);
  });
});

describe("Emotion's server styles", () => {
  it("take in the styles of the page's islands in every state, each once after the page's own, and none of other islands", () => {
    const built = page(`<style data-emotion="css a1">.css-a1{color:red;}</style>${menu}`);
    const html = hoistEmotionStyles(built, islandStyles(built, bundle));
    expect(html).toContain('<style data-emotion="css a1 b2">.css-a1{color:red;}.css-b2{display:block;}</style></head>');
    expect(html).not.toContain("css-f6");
    // An incremental build finishes an unchanged page again: it gains nothing.
    expect(hoistEmotionStyles(html, islandStyles(html, bundle))).toBe(html);
  });

  it("go into <head>: global styles first, then one element listing every component style's name, marked as placed", () => {
    const html = hoistEmotionStyles(
      page(
        '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">x</p><style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>',
      ),
    );
    expect(html).toBe(
      page('<p class="css-a1">x</p>').replace(
        "</head>",
        '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}.css-a1{color:red}.css-b2{color:blue}</style></head>',
      ),
    );
  });
});
