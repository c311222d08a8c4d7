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
import { makeStyles } from "../../gatsby/styles";
import { BUNDLE_DIR } from "../../src/names";
import { hoistEmotionStyles, islandStyles, withIslandScripts } from "../../gatsby/pages";
import Counter, { evenCss, oddCss } from "../fixtures/islands/counter";

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

  it("gives each island one module, Preact and its hydration inside, and the entry none of them", () => {
    const modules = bundle.chunks.get("counter")!;
    expect(modules).toHaveLength(1);
    const island = fs.readFileSync(file(modules[0]), "utf8");
    expect(island).toMatch(/export\s*\{[^}]*\bhydrateInto\b/);
    expect(island).not.toMatch(/\bimport\b[^;]*from/); // nothing imported: one request
    for (const url of [bundle.boot, ...bundle.bootImports])
      expect(fs.readFileSync(file(url), "utf8")).not.toContain("__H"); // Preact's hooks' own property
  });

  it("hydrates the island in the server's HTML with Preact for React: the button counts on from the server's value, and each state has Emotion's class with no style inserted", () => {
    const serverHtml = `<!doctype html><html lang="en"><head><title>Fixture</title></head><body>${renderToString(
      <Counter start={2} />,
    )}</body></html>`;
    const page = path.join(publicDir, "index.html");
    fs.writeFileSync(page, withIslandScripts(hoistEmotionStyles(serverHtml, islandStyles(serverHtml, bundle)), bundle));
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
      className: `css-${evenCss.name}`,
      afterClick: "Clicked 3 times",
      // The class Emotion's server render gives the other state, whose rule the page already has.
      classNameAfterClick: `css-${oddCss.name}`,
      styleElementsAdded: 0,
    });
  });

  it("puts every state's style in the page's <head>, and no CSS runtime in the browser's modules", () => {
    const head = hoistEmotionStyles(
      `<html><head></head><body>${renderToString(<Counter start={2} />)}</body></html>`,
      islandStyles(`<div data-component="counter"></div>`, bundle),
    ).split("<body")[0];
    expect(head).toContain(`.css-${evenCss.name}{color:green;}`);
    expect(head).toContain(`.css-${oddCss.name}:hover{color:black;}`);
    const modules = fs.readdirSync(file(BUNDLE_DIR)).filter((name) => name.endsWith(".js"));
    // Emotion's cache marks its elements `data-emotion`; its serialiser writes keyframes as `_EMO_`.
    for (const name of modules)
      expect(fs.readFileSync(file(`${BUNDLE_DIR}/${name}`), "utf8")).not.toMatch(/data-emotion|_EMO_/);
  });

  it("names its files by their content, not by the folder the site is in: a copy of the site elsewhere gets the same pages", async () => {
    // Two copies of a site, side by side beside the fixtures (where the packages resolve), each built from its own folder.
    const parent = fs.mkdtempSync(path.join(FIXTURE, "moved-"));
    const source = fs.readFileSync(path.join(FIXTURE, "islands/counter.tsx"), "utf8");
    const island = JSON.stringify(path.resolve(__dirname, "../../src/island"));
    const built: string[][] = [];
    const cwd = process.cwd();
    try {
      for (const copy of ["first", "second"]) {
        const site = path.join(parent, copy);
        fs.mkdirSync(path.join(site, "islands"), { recursive: true });
        fs.writeFileSync(path.join(site, "islands/counter.tsx"), source.replace('"../../../src/island"', island));
        process.chdir(site); // Gatsby builds a site from its own folder
        await bundleIslands(path.join(site, "public"), { islands: path.join(site, "islands") });
        built.push(fs.readdirSync(path.join(site, "public", BUNDLE_DIR)).sort());
      }
    } finally {
      process.chdir(cwd);
      fs.rmSync(parent, { recursive: true, force: true });
    }
    expect(built[0].length).toBeGreaterThan(1);
    expect(built[1]).toEqual(built[0]);
  }, 60_000);

  it("fails the build for a style one module makes from another's top level, whose order the browser does not keep", async () => {
    // Beside the fixtures, where the site's packages resolve.
    const islands = fs.mkdtempSync(path.join(FIXTURE, "late-css-"));
    const write = (name: string, lines: string[]) => fs.writeFileSync(path.join(islands, name), lines.join("\n"));
    write("tones.ts", [
      'import { css } from "@emotion/react";',
      "export const tone = (color: string) => css`color: ${color};`;",
    ]);
    write("late.tsx", [
      `import { island } from ${JSON.stringify(path.resolve(__dirname, "../../src/island"))};`,
      'import { tone } from "./tones";',
      'const red = tone("red");',
      'export default island("late", () => <p css={red}>late</p>, "load");',
    ]);
    try {
      await expect(makeStyles(islands, undefined, {})).rejects.toThrow(
        `${path.join(islands, "tones.ts")}: css() ran in a render or from another module`,
      );
    } finally {
      fs.rmSync(islands, { recursive: true, force: true });
    }
  }, 60_000);
});
