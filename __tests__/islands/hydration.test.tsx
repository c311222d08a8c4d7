/**
 * @jest-environment node
 */
// Built pages are React 18's server HTML, hydrated in the browser by Preact 11 through preact/compat,
// and neither promises the other's markup (plugins/gatsby-plugin-islands/README.md). Each island is
// rendered here as the build renders it (React's streaming renderer in Node, Emotion's styles
// hoisted by the plugin's page step), then hydrated in jsdom by a bundle made as the islands'
// bundle is (esbuild, preact/compat for React, Emotion's styles made at build time and no CSS
// runtime): hydration must leave the server's DOM as it was, and Preact's own render of the island
// must give each element the class Emotion's server render gave it.
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import * as esbuild from "esbuild";
import { JSDOM } from "jsdom";
import type { ComponentType, ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { hoistEmotionStyles } from "../../plugins/gatsby-plugin-islands/gatsby/pages";
import { makeStyles, staticStyles } from "../../plugins/gatsby-plugin-islands/gatsby/styles";
import { COMPONENT_ATTRIBUTE } from "../../plugins/gatsby-plugin-islands/src/names";
import { PageWrapper, RootWrapper } from "../../src/root-wrapper";
import site from "../../data/site.json";
import recorded from "../fixtures/island-props.json";

const ISLANDS_DIR = path.resolve("src/islands");
const names = fs
  .readdirSync(ISLANDS_DIR)
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => path.basename(file, ".tsx"));

/**
 * Each island's props as a built page wrote them (data-props), with the page that has it. The
 * consent banner shows only with an analytics id, which the site's data leaves empty.
 */
const islandProps: Record<string, { page: string; props: object }> = {
  ...recorded,
  consent: { page: "/", props: { measurementId: "G-TEST123", consent: site.consent } },
};

function serverRender(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const stream = renderToPipeableStream(<>{element}</>, { onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

/** The page as the build writes it: the island inside the site's wrappers, Emotion's styles moved into <head>. */
async function builtPage(name: string) {
  const { default: Island } = (await import(path.join(ISLANDS_DIR, `${name}.tsx`))) as { default: ComponentType };
  const { page, props } = islandProps[name];
  const body = await serverRender(
    <RootWrapper>
      <PageWrapper path={page}>
        <Island {...props} />
      </PageWrapper>
    </RootWrapper>,
  );
  return hoistEmotionStyles(`<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`);
}

/** The islands on Preact, bundled as the islands' bundle is (plugins/gatsby-plugin-islands/gatsby/bundle.ts). */
let browserBundle = "";
beforeAll(async () => {
  const contents = [
    'export { h, hydrate, render } from "preact";',
    ...names.map((name, index) => `import island${index} from ${JSON.stringify(path.join(ISLANDS_DIR, name))};`),
    `export const islands = { ${names.map((name, index) => `${JSON.stringify(name)}: island${index}`).join(", ")} };`,
  ].join("\n");
  const define = { "process.env.NODE_ENV": '"production"', "process.env.GATSBY_WEB_VITALS_ENDPOINT": '""' };
  const made = await makeStyles(ISLANDS_DIR, undefined, define);
  const result = await esbuild.build({
    stdin: { contents, resolveDir: path.resolve("."), loader: "ts" },
    bundle: true,
    write: false,
    format: "iife",
    globalName: "browserIslands",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: { react: "preact/compat", "react-dom": "preact/compat", "react/jsx-runtime": "preact/jsx-runtime" },
    define,
    plugins: [staticStyles(made)],
    logLevel: "silent",
  });
  browserBundle = result.outputFiles[0].text;
}, 60_000);

type BrowserIslands = {
  h: (type: unknown, props: object) => unknown;
  hydrate: (vnode: unknown, parent: Element) => void;
  render: (vnode: unknown, parent: Element) => void;
  islands: Record<string, { island: { Component: unknown } }>;
};

/**
 * React's server renderer writes an empty comment between adjacent text nodes (`Name<!-- -->*`), so
 * its own hydration can find each; Preact removes these comments as it hydrates, and the text stays.
 */
const TEXT_SEPARATOR = "<!-- -->";

/** Hydrates the island's wrapper in the built page with Preact, as the islands' start does; returns its HTML before and after. */
async function hydrated(name: string) {
  const dom = new JSDOM(await builtPage(name), { runScripts: "outside-only", pretendToBeVisual: true });
  const wrapper = dom.window.document.querySelector(`[${COMPONENT_ATTRIBUTE}="${name}"]`)!;
  const before = wrapper.outerHTML.replaceAll(TEXT_SEPARATOR, "");
  dom.window.eval(`${browserBundle}\nwindow.browserIslands = browserIslands;`);
  const { h, hydrate, islands } = (dom.window as unknown as { browserIslands: BrowserIslands }).browserIslands;
  hydrate(h(islands[name].island.Component, islandProps[name].props), wrapper);
  const after = wrapper.outerHTML;
  dom.window.close();
  return { before, after };
}

/** Each element's tag and class, in document order. */
const classes = (root: Element) =>
  [...root.querySelectorAll("*")].map((element) => `${element.localName}.${element.getAttribute("class") ?? ""}`);

/**
 * Renders the island from scratch with Preact beside the server's (what a state change does to the
 * elements it adds): returns each element's class in both, and the style elements the page gained.
 */
async function renderedAfresh(name: string) {
  const dom = new JSDOM(await builtPage(name), { runScripts: "outside-only", pretendToBeVisual: true });
  const { document } = dom.window;
  const wrapper = document.querySelector(`[${COMPONENT_ATTRIBUTE}="${name}"]`)!;
  const styleElements = document.querySelectorAll("style").length;
  dom.window.eval(`${browserBundle}\nwindow.browserIslands = browserIslands;`);
  const { h, render, islands } = (dom.window as unknown as { browserIslands: BrowserIslands }).browserIslands;
  const fresh = document.createElement("div");
  document.body.append(fresh);
  render(h(islands[name].island.Component, islandProps[name].props), fresh);
  const result = {
    server: classes(wrapper),
    client: classes(fresh),
    styleElementsAdded: document.querySelectorAll("style").length - styleElements,
  };
  dom.window.close();
  return result;
}

describe("React 18's server HTML of each island, hydrated by Preact 11", () => {
  it("has props for every island in src/islands", () => {
    expect(Object.keys(islandProps).sort()).toEqual([...names].sort());
  });

  it.each(names)("%s: the DOM after hydration equals the server's", async (name) => {
    const { before, after } = await hydrated(name);
    expect(before).toContain(`${COMPONENT_ATTRIBUTE}="${name}"`);
    expect(after).toBe(before);
  });
});

describe("each island rendered from scratch by Preact, with no CSS runtime", () => {
  it.each(names)(
    "%s: every element has the class Emotion's server render gave it, and no style is added",
    async (name) => {
      const { server, client, styleElementsAdded } = await renderedAfresh(name);
      // The consent banner shows nothing until its effect has read the visitor's cookie.
      if (server.length > 0) expect(server.some((item) => item.includes("css-"))).toBe(true);
      expect(client).toEqual(server);
      expect(styleElementsAdded).toBe(0);
    },
  );
});
