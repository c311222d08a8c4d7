/** @jest-environment node */
import { startHints } from "../../gatsby/start-hints";

const chunkMap = {
  app: ["/app-1.js"],
  "component---src-pages-contact-tsx": ["/component---src-pages-contact-tsx-2.js", "/component---src-pages-contact-tsx-2.css"],
};

describe("what a page's app will fetch when it starts, hinted in its head", () => {
  it("names the page's data, the app data, its static queries' results and its component's script", () => {
    expect(startHints("/contact/", { componentChunkName: "component---src-pages-contact-tsx", staticQueryHashes: ["1839314095"] }, chunkMap)).toEqual([
      "/page-data/contact/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/1839314095.json",
      "/component---src-pages-contact-tsx-2.js",
    ]);
  });

  it("names the home page's data by Gatsby's name for it, and only the data when the page has none of its own", () => {
    expect(startHints("/", null, chunkMap)).toEqual(["/page-data/index/page-data.json", "/page-data/app-data.json"]);
    expect(startHints("/about/", { componentChunkName: "component---unknown" }, chunkMap)).toEqual(["/page-data/about/page-data.json", "/page-data/app-data.json"]);
  });
});
