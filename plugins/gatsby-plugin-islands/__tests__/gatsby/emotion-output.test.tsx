/**
 * @jest-environment node
 */
// Emotion writes its <style> elements into the server's HTML only where there is no document:
// this file renders as Gatsby's server render does, in Node.
import { Writable } from "node:stream";
import { css, Global } from "@emotion/react";
import { renderToPipeableStream } from "react-dom/server";
import type { ReactNode } from "react";
import { hoistEmotionStyles } from "../../gatsby/pages";

const red = css`
  color: red;
`;
const blue = css`
  color: blue;
`;

/** React 18's streaming renderer, as Gatsby 5 renders each page's body at build time. */
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
    const stream = renderToPipeableStream(<>{element}</>, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

/** A built page as Gatsby writes it before the plugin's page steps: Emotion's styles beside the components, in <body>. */
async function builtPage() {
  const body = await serverRender(
    <>
      <Global
        styles={css`
          body {
            margin: 0;
          }
        `}
      />
      <p css={red}>one</p>
      <p css={red}>two</p>
      <span css={blue}>three</span>
    </>,
  );
  return `<html><head><title>t</title></head><body>${body}</body></html>`;
}

const styleElements = (html: string) => [...html.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map(([element]) => element);

describe("Emotion's real server output through the style hoister", () => {
  it("leaves no <style> in <body>: the global style, then one element naming every component style, in <head>", async () => {
    const built = await builtPage();
    // What the hoister reads: Emotion 11 writes `data-emotion` first, its key `css` for components.
    expect(styleElements(built).every((element) => element.startsWith('<style data-emotion="css'))).toBe(true);

    const html = hoistEmotionStyles(built);
    const [head, body] = html.split("<body>");
    expect(styleElements(body)).toEqual([]);
    const styles = styleElements(head);
    expect(styles).toHaveLength(2);
    expect(styles[0]).toMatch(/^<style data-emotion="css-global [^"]+">body\{margin:0;\}<\/style>$/);

    const classes = [...new Set([...body.matchAll(/class="css-([^"]+)"/g)].map(([, name]) => name))];
    expect(classes).toHaveLength(2);
    expect(styles[1]).toBe(
      `<style data-emotion="css ${classes.join(" ")}">` +
        `.css-${classes[0]}{color:red;}.css-${classes[1]}{color:blue;}</style>`,
    );
    expect(body).toContain(`<p class="css-${classes[0]}">one</p><p class="css-${classes[0]}">two</p>`);
  });
});
