/**
 * Emotion's server render writes each component's <style data-emotion> next to the component, in
 * <body>, where HTML does not allow <style>. In the browser Emotion moves those elements into <head>
 * before React hydrates; doing the same move at build time gives valid HTML and the same result.
 */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf("<body");
  if (bodyStart === -1) return html;
  const head = html.slice(0, bodyStart);
  const body = html.slice(bodyStart);
  const styles = body.match(EMOTION_STYLE) ?? [];
  if (styles.length === 0) return html;
  const unique = [...new Set(styles)].join("");
  return head.replace("</head>", `${unique}</head>`) + body.replace(EMOTION_STYLE, "");
}
