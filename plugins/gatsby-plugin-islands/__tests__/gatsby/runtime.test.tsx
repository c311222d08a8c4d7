import { isRuntime } from "../../gatsby/runtime";

function SliceOfScripts() {
  return null;
}

describe("what built pages leave out of Gatsby's head and body components", () => {
  it.each([
    ["a script file", <script key="a" src="/app-1.js" async />],
    ["an inline script", <script key="b" dangerouslySetInnerHTML={{ __html: "window.x=1" }} />],
    ["a module script", <script key="c" type="module" src="/m.js" />],
    ["a script preload", <link key="d" rel="preload" as="script" href="/webpack-runtime.js" />],
    ["a page-data preload", <link key="e" rel="preload" as="fetch" href="/page-data/app-data.json" />],
    ["a component (Gatsby's scripts slice)", <SliceOfScripts key="f" />],
  ])("leaves out %s", (_, node) => expect(isRuntime(node)).toBe(true));

  it.each([
    ["JSON-LD", <script key="a" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />],
    ["speculation rules", <script key="b" type="speculationrules" dangerouslySetInnerHTML={{ __html: "{}" }} />],
    ["a stylesheet", <link key="c" rel="stylesheet" href="/a.css" />],
    ["the canonical link", <link key="d" rel="canonical" href="https://example.com/" />],
    ["a style element", <style key="e">{"a{}"}</style>],
    ["text", "text"],
  ])("keeps %s", (_, node) => expect(isRuntime(node)).toBe(false));
});
