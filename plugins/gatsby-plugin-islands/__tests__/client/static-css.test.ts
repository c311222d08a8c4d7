import { jsx as jsxOf, staticStyles } from "../../src/client/static-css";

// An element's props as the JSX runtime hands them to Preact.
const jsx = (type: string, props: Parameters<typeof jsxOf>[1]) => jsxOf(type as never, props);

describe("the islands' @emotion/react in the browser (no CSS runtime)", () => {
  it("hands out the build's styles in the order the module made them, and refuses one made later (in a render)", () => {
    const { css, keyframes } = staticStyles("src/x.tsx", ["abc", "animation-def", "ghi"]);
    expect(css()).toEqual({ name: "abc" });
    expect(keyframes()).toEqual({ name: "animation-def" });
    expect(css()).toEqual({ name: "ghi" });
    expect(() => css()).toThrow("src/x.tsx: css() call 4 was not made at build time");
  });

  it("refuses a call of the other kind: the module did not run as it did at build time", () => {
    expect(() => staticStyles("src/y.tsx", ["animation-def"]).css()).toThrow("src/y.tsx: css() call 1");
  });

  it("gives the element Emotion's class after its own, as Emotion's server render does", () => {
    expect(jsx("p", { css: { name: "abc" }, className: "own" }).props).toEqual({ className: "own css-abc" });
    expect(jsx("p", { css: { name: "abc" }, id: "x" }).props).toEqual({ id: "x", className: "css-abc" });
    expect(jsx("p", { css: false, id: "x" }).props).toEqual({ id: "x" });
  });

  it("refuses an Emotion class given to an element with a style of its own, which Emotion would merge into a new one", () => {
    expect(() => jsx("p", { css: { name: "abc" }, className: "css-def" })).toThrow("css-abc meets css-def");
  });
});
