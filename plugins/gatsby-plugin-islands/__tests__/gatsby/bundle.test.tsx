/**
 * @jest-environment node
 */
// esbuild runs in Node (jsdom's typed arrays are not Node's), and Emotion writes its server styles
// only where there is no document.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { bundleIslands, type IslandsBundle } from "../../gatsby/bundle";
import { hoistEmotionStyles, withIslandScripts } from "../../gatsby/pages";
import Counter from "../fixtures/islands/counter";

const FIXTURE = path.resolve(__dirname, "../fixtures");
let publicDir = "";
let bundle: IslandsBundle;

beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-bundle-"));
  bundle = await bundleIslands(publicDir, { islands: path.join(FIXTURE, "islands") });
}, 60_000);
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const file = (url: string) => path.join(publicDir, url);

describe("bundleIslands on a site with one island", () => {
  it("writes an entry and the island's module, hash-named under /static/islands/, and says which page needs which", () => {
    expect(bundle.boot).toMatch(/^\/static\/islands\/boot-[A-Z0-9]+\.js$/);
    expect([...bundle.chunks.keys()]).toEqual(["counter"]);
    const [counterModule] = bundle.chunks.get("counter")!;
    expect(counterModule).toMatch(/^\/static\/islands\/counter-[A-Z0-9]+\.js$/);
    for (const url of [bundle.boot, ...bundle.bootImports, ...bundle.chunks.get("counter")!])
      expect(fs.existsSync(file(url))).toBe(true);
  });

  it("hydrates the island in the server's HTML with Preact for React: the button counts on from the server's value", () => {
    const serverHtml = `<!doctype html><html lang="en"><head><title>Fixture</title></head><body>${renderToString(
      <Counter start={2} />,
    )}</body></html>`;
    const page = path.join(publicDir, "index.html");
    fs.writeFileSync(page, withIslandScripts(hoistEmotionStyles(serverHtml), bundle));
    // The bundle is ES modules, which Node loads as such only under a package.json that says so.
    fs.writeFileSync(path.join(publicDir, "package.json"), '{ "type": "module" }');
    const shown = JSON.parse(
      execFileSync(process.execPath, [path.join(FIXTURE, "hydrate-in-jsdom.mjs"), page, file(bundle.boot)], {
        encoding: "utf8",
        timeout: 30_000,
      }),
    );
    expect(shown).toEqual({
      pageHydrated: true,
      island: "hydrated",
      text: "Clicked 2 times",
      afterClick: "Clicked 3 times",
    });
  });
});
