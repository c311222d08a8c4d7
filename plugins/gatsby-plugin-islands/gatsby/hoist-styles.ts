import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { SERVER_STYLES_KEY } from "../src/names";

/**
 * Emotion's server render writes each component's <style data-emotion> next to the component, in
 * <body>, where HTML does not allow <style>. In the browser Emotion moves those elements into <head>
 * before hydrating; doing it at build time gives valid HTML.
 *
 * The component styles (key "css") become one element under SERVER_STYLES_KEY, listing every style
 * name it holds: the browser parses one style sheet instead of one per component, and nothing moves
 * it when the app starts (src/styles/server-styles.ts says why). Global styles stay separate
 * elements, as Emotion's <Global> names them.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
const COMPONENT_KEY = "css";

export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf("<body");
  if (bodyStart === -1) return html;
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart);
  const styles = [...body.matchAll(EMOTION_STYLE)];
  if (styles.length === 0) return html;

  const globals = new Set<string>();
  const names = new Set<string>();
  let rules = "";
  for (const [element, attribute, css] of styles) {
    const [key, ...ids] = attribute.split(" ");
    if (key !== COMPONENT_KEY) {
      globals.add(element);
      continue;
    }
    const fresh = ids.filter((id) => !names.has(id));
    if (fresh.length === 0) continue;
    fresh.forEach((id) => names.add(id));
    rules += css;
  }
  const components =
    names.size > 0 ? `<style data-emotion="${[SERVER_STYLES_KEY, ...names].join(" ")}" data-s="">${rules}</style>` : "";
  return head.replace("</head>", `${[...globals].join("")}${components}</head>`) + body.replace(EMOTION_STYLE, "");
}

/** The built pages under `dir` (Gatsby's internal slice fragments in _gatsby/ are not pages). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Moves the styles of every built page into its <head>; a page without Emotion styles in <body> is left as it is. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  let moved = 0;
  for (const file of htmlFiles(path.resolve("public"))) {
    const html = fs.readFileSync(file, "utf8");
    const hoisted = hoistEmotionStyles(html);
    if (hoisted === html) continue;
    fs.writeFileSync(file, hoisted);
    moved++;
  }
  reporter.info(`Emotion's styles moved into <head> in ${moved} pages`);
};
