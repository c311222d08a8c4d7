/** @jest-environment node */
import { startHints } from "../../gatsby/start-hints";

const chunkMap = {
  app: ["/webpack-runtime-0.js", "/app-1.js"],
  "app-start": ["/framework-3.js", "/app-start-4.js"],
  "component---src-pages-contact-tsx": [
    "/framework-3.js",
    "/component---src-pages-contact-tsx-2.js",
    "/component---src-pages-contact-tsx-2.css",
  ],
};

describe("what a page's app will fetch when it starts, hinted in its head", () => {
  it("names the app's runtime, the page's data, the app data, its static queries' results and its component's scripts, each once", () => {
    expect(
      startHints(
        "/contact/",
        { componentChunkName: "component---src-pages-contact-tsx", staticQueryHashes: ["1839314095"] },
        chunkMap,
      ),
    ).toEqual([
      "/framework-3.js",
      "/app-start-4.js",
      "/page-data/contact/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/1839314095.json",
      "/component---src-pages-contact-tsx-2.js",
    ]);
  });

  it("names the home page's data by Gatsby's name for it, and only the data when the page has none of its own", () => {
    const runtime = ["/framework-3.js", "/app-start-4.js"];
    expect(startHints("/", null, chunkMap)).toEqual([
      ...runtime,
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
    ]);
    expect(startHints("/about/", { componentChunkName: "component---unknown" }, chunkMap)).toEqual([
      ...runtime,
      "/page-data/about/page-data.json",
      "/page-data/app-data.json",
    ]);
  });

  it("fails the build when the app's runtime chunk is not where the entry names it", () => {
    expect(() => startHints("/", null, { app: ["/app-1.js"] })).toThrow(/"app-start"/);
  });
});
