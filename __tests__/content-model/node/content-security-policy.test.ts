/** @jest-environment node */
import crypto from "node:crypto";
import site from "../../../data/site.json";
import {
  analyticsSources,
  inlineScriptHashes,
  pagePolicy,
  pageScriptHashes,
  staticHeaderPolicy,
  withCspMeta,
} from "../../../content-model/node/content-security-policy";

const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text).digest("base64")}`;
const page =
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>window.a=1</script></head>` +
  `<body><script type="application/ld+json">{"@type":"Organization"}</script><script src="/app.js" async></script>` +
  `<script id="x">window.b=2</script></body></html>`;

describe("Content-Security-Policy", () => {
  it("hashes each executable inline script but not external scripts or JSON-LD", () => {
    expect(inlineScriptHashes(page)).toEqual([sha("window.a=1"), sha("window.b=2")]);
  });

  it("puts the page policy right after the charset, allowing only that page's inline scripts", () => {
    const html = withCspMeta(page);
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/>/,
    );
    expect(html).toContain(`script-src 'self' '${sha("window.a=1")}' '${sha("window.b=2")}'`);
    const scriptSrc = html.match(/script-src [^;]+/)![0];
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("allows by hash the scripts a page's code inserts, and the server's header repeats the page's own list", () => {
    const inserted = '{"prefetch":[]}';
    const html = withCspMeta(page, [inserted]);
    expect(html).toContain(`'${sha(inserted)}'`);
    expect(pageScriptHashes(html)).toEqual([sha("window.a=1"), sha("window.b=2"), sha(inserted)]);
    // A page without the tag: its own inline scripts.
    expect(pageScriptHashes(page)).toEqual(inlineScriptHashes(page));
    // A browser ignores 'unsafe-inline' where a hash is listed: the static header must list none.
    expect(staticHeaderPolicy()).not.toContain("sha256-");
  });

  it("replaces the policy an earlier build wrote instead of adding a second one", () => {
    const twice = withCspMeta(withCspMeta(page).replace("window.b=2", "window.b=3"));
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(sha("window.b=3"));
    expect(twice).not.toContain(sha("window.b=2"));
  });

  it("keeps frame-ancestors out of the meta tag, where browsers ignore it, and in the header", () => {
    expect(pagePolicy([])).not.toContain("frame-ancestors");
    expect(pagePolicy([], { header: true })).toContain("frame-ancestors 'none'");
    expect(staticHeaderPolicy()).toContain("frame-ancestors 'none'");
  });

  it("blocks plugins and framing, and allows images only from the site and data: URLs", () => {
    const policy = pagePolicy([]);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data:");
  });

  it("names no Google host while data/site.json sets no measurement id, and GA4's hosts once one is set", () => {
    expect(analyticsSources("")).toEqual({ "script-src": [], "img-src": [], "connect-src": [] });
    const on = analyticsSources("G-TEST12345");
    expect(on["script-src"]).toEqual(["https://*.googletagmanager.com"]);
    expect(on["connect-src"]).toContain("https://*.google-analytics.com");
    // The committed data has analytics off, so the built policy must not mention Google.
    expect(site.analytics.measurementId).toBe("");
    expect(pagePolicy([])).not.toMatch(/google/);
    expect(staticHeaderPolicy()).not.toMatch(/google/);
  });
});
