import { BUNDLE_DIR, COMPONENT_ATTRIBUTE, MODULES_ATTRIBUTE } from "../src/names";
import type { IslandsBundle } from "./bundle";

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
const COMPONENT_KEY = "css";
/**
 * Emotion's server render writes each component's `<style data-emotion="css name…">` next to the
 * component, in `<body>`, where HTML does not allow `<style>` (Emotion's documented default SSR).
 * They are moved into `<head>`: the component styles as one element that lists every name it
 * holds, global styles as separate elements before it. No Emotion runs in the browser
 * (gatsby/styles.ts), so nothing reads or moves them after the parser: they are the page's CSS.
 */
export function hoistEmotionStyles(html: string, islandStyles = ""): string {
  const bodyStart = html.indexOf("<body");
  if (bodyStart === -1) return html;
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart);
  // After the page's own: the styles of its islands' other states (gatsby/styles.ts), in the same form.
  const globals = new Set<string>();
  const names = new Set<string>();
  // A page an earlier build finished (an incremental build leaves unchanged pages' HTML as it was)
  // has its styles in <head> already: they are not added again.
  const placed = new Set(
    [...head.matchAll(EMOTION_STYLE)].flatMap(([, attribute]) =>
      attribute.startsWith(`${COMPONENT_KEY} `) ? attribute.split(" ").slice(1) : [],
    ),
  );
  let rules = "";
  for (const [element, attribute, css] of (body + islandStyles).matchAll(EMOTION_STYLE)) {
    const [key, ...ids] = attribute.split(" ");
    if (key !== COMPONENT_KEY) {
      globals.add(element);
      continue;
    }
    const fresh = ids.filter((id) => !names.has(id) && !placed.has(id));
    if (fresh.length === 0) continue;
    fresh.forEach((id) => names.add(id));
    rules += css;
  }
  if (globals.size === 0 && names.size === 0) return html;
  const components =
    names.size > 0 ? `<style data-emotion="${[COMPONENT_KEY, ...names].join(" ")}">${rules}</style>` : "";
  return head.replace("</head>", `${[...globals].join("")}${components}</head>`) + body.replace(EMOTION_STYLE, "");
}

const ISLAND_NAME = new RegExp(`\\s${COMPONENT_ATTRIBUTE}="([^"]+)"`, "g");
/** The tags an earlier build added: an incremental build leaves unchanged pages' HTML as it was. */
const EARLIER_TAGS = new RegExp(
  `<(script type="module" src|link rel="modulepreload" href)="/${BUNDLE_DIR}/[^"]+"[^>]*?(></script>|/>)`,
  "g",
);

/** The names of the islands a page has. */
export const islandNames = (html: string) =>
  [...new Set([...html.matchAll(ISLAND_NAME)].map(([, name]) => name))].sort();

/** Emotion's server output for every style the page's islands make, whatever their state (IslandsBundle's `styles`). */
export const islandStyles = (html: string, bundle: IslandsBundle) =>
  islandNames(html)
    .map((name) => bundle.styles.get(name) ?? "")
    .join("");

const attributeValue = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * A page with islands loads the islands' entry and preloads only what the entry itself imports. Each
 * island's modules (its own and everything it imports) are named on the entry's script element
 * (`data-island-modules`), for the entry to fetch together when that island is due
 * (src/client/start.ts): nothing of an island is fetched or compiled before. A page without islands
 * loads no script.
 */
export function withIslandScripts(built: string, bundle: IslandsBundle): string {
  const html = built.replace(EARLIER_TAGS, "");
  const names = islandNames(html);
  if (names.length === 0) return html;
  const modules = Object.fromEntries(names.map((name) => [name, bundle.chunks.get(name) ?? []]));
  const tags = [
    `<script type="module" src="${bundle.boot}" ${MODULES_ATTRIBUTE}="${attributeValue(JSON.stringify(modules))}"></script>`,
    ...bundle.bootImports.map((href) => `<link rel="modulepreload" href="${href}"/>`),
  ];
  return html.replace("</head>", `${tags.join("")}</head>`);
}
