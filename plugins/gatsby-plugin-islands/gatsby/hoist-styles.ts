import { SERVER_STYLES_KEY } from "../src/styles/server-styles";

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
  const components = names.size > 0 ? `<style data-emotion="${[SERVER_STYLES_KEY, ...names].join(" ")}" data-s="">${rules}</style>` : "";
  return head.replace("</head>", `${[...globals].join("")}${components}</head>`) + body.replace(EMOTION_STYLE, "");
}
