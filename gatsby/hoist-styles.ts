/**
 * Emotion's server render writes each component's <style data-emotion> next to the component, in
 * <body>, where HTML does not allow <style>. In the browser Emotion moves those elements into <head>
 * before hydrating; doing it at build time gives valid HTML.
 *
 * The component styles (key "css") become one element: the browser parses one style sheet instead
 * of one per component, and Emotion, which moves every server style element again when it starts
 * (re-parsing each), moves one. `data-s` tells Emotion's cache the element is already in place, and
 * `data-emotion` still lists every style it holds, so none is inserted a second time. Global styles
 * stay separate elements: Emotion's <Global> looks each one up by its own name.
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
  const components = names.size > 0 ? `<style data-emotion="${[COMPONENT_KEY, ...names].join(" ")}" data-s="">${rules}</style>` : "";
  return head.replace("</head>", `${[...globals].join("")}${components}</head>`) + body.replace(EMOTION_STYLE, "");
}
