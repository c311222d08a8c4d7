import { serializeStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import { browserEmotionCache } from "../../src/styles/emotion-cache";
import { adoptPageStyles, NEXT_PAGE_STYLES_KEY } from "../../src/styles/next-page-styles";
import { SERVER_STYLES_KEY } from "../../src/styles/server-styles";

// The next page's server styles taken ahead of its navigation: its render then compiles and inserts
// none of them (Emotion skips a name marked in `cache.inserted`, README "Behaviours relied on").
describe("the styles of a page likely next", () => {
  const here = serializeStyles(["color: red;"]);
  const next = serializeStyles(["color: blue;"]);
  const serverStyle = (names: string[], css: string) =>
    `<style data-emotion="${SERVER_STYLES_KEY} ${names.join(" ")}" data-s="">${css}</style>`;

  beforeEach(() => {
    document.head.innerHTML = serverStyle([here.name], `.css-${here.name}{color:red;}`);
  });

  it("puts the next page's server rules into <head> and marks its new names inserted", () => {
    const cache = browserEmotionCache();
    const html = `<!doctype html><html><head>${serverStyle(
      [here.name, next.name],
      `.css-${here.name}{color:red;}.css-${next.name}{color:blue;}`,
    )}</head><body></body></html>`;
    expect(adoptPageStyles(html, cache)).toEqual([next.name]);
    const added = document.head.lastElementChild!;
    expect(added.getAttribute("data-emotion")).toBe(`${NEXT_PAGE_STYLES_KEY} ${next.name}`);
    expect(added.textContent).toContain(`.css-${next.name}{color:blue;}`);
    expect(cache.inserted[next.name]).toBe(true);
    // The navigation's render of a component with that style inserts nothing more.
    const children = document.head.children.length;
    const insert = jest.spyOn(cache, "insert");
    insertStyles(cache, next, false);
    expect(insert).not.toHaveBeenCalled();
    expect(document.head.children).toHaveLength(children);
  });

  it("adds nothing for a page whose styles are all here, or which has no server styles", () => {
    const cache = browserEmotionCache();
    expect(adoptPageStyles(serverStyle([here.name], `.css-${here.name}{color:red;}`), cache)).toEqual([]);
    expect(adoptPageStyles("<!doctype html><title>Not found</title>", cache)).toEqual([]);
    expect(document.head.children).toHaveLength(1);
  });
});
