// A proxy in front of a site that may rewrite its HTML answers: the no-CDP link part adds its probe
// script through it, and the controls below serve our pages cut down, so that a control row measures
// the same server, head and origin as the page it is the floor of.
import http from "node:http";
import { freePort } from "./measure.mjs";

/**
 * The controls: what the browser costs for a document with less in it, measured beside the real page.
 *   "h1": our page's own head (styles, typeface, scripts in head) and a body of its h1 alone.
 *   "bare": a plain document with that h1 and nothing else: the browser's own floor for a new page.
 */
export const CONTROLS = {
  h1: (html) => html.replace(/<body[\s\S]*<\/body>/, (body) => `<body><main>${headingOf(body)}</main></body>`),
  bare: (html) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><main>${headingOf(html)}</main></body></html>`,
};
export const CONTROL_NAMES = {
  h1: "control: the page cut to its h1, our head kept",
  bare: "control: a plain document of that h1 alone",
};

/**
 * The floor of a page's main-thread work: the same built page with every script and module
 * preload removed (head, styles, typeface, markup kept), so its row differs from ours by the
 * scripts alone. Not in CONTROLS: it is a control of each family, not of the service page.
 */
export const withoutScripts = (html) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g, "");

const headingOf = (html) => html.match(/<h1[\s\S]*?<\/h1>/)?.[0] ?? "<h1>Control</h1>";

/**
 * Starts a proxy to `target` on a free port. `editHtml(html, url)` rewrites each HTML answer;
 * `answer(request, response)` may take a request first (and returns true when it did).
 */
export async function startProxy(target, { editHtml = (html) => html, answer = () => false } = {}) {
  const server = http.createServer((request, response) => {
    if (answer(request, response)) return;
    const upstream = http.request(
      `${target}${request.url}`,
      {
        method: request.method,
        headers: { ...request.headers, host: new URL(target).host, "accept-encoding": "identity" },
      },
      (reply) => {
        if (!String(reply.headers["content-type"]).startsWith("text/html")) {
          response.writeHead(reply.statusCode, reply.headers);
          reply.pipe(response);
          return;
        }
        const chunks = [];
        reply.on("data", (chunk) => chunks.push(chunk));
        reply.on("end", () => {
          const page = editHtml(Buffer.concat(chunks).toString("utf8"), request.url);
          response.writeHead(reply.statusCode, { ...reply.headers, "content-length": Buffer.byteLength(page) });
          response.end(page);
        });
      },
    );
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
