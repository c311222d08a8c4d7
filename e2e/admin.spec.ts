import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_HEADER_POLICY } from "../content-model/node/content-security-policy";
import { specRoutes } from "./routes";

/** The visual editor at /admin/ as the production server serves it: apart from the public site. */

test("/admin/ is served with the editor's own policy and never indexed; its configuration is there", async ({
  request,
}) => {
  const page = await request.get("/admin/");
  expect(page.status()).toBe(200);
  expect(page.headers()["content-security-policy"]).toBe(ADMIN_HEADER_POLICY);
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["x-robots-tag"]).toBe("noindex");
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const config = await request.get("/admin/config.yml");
  expect(config.status()).toBe(200);
  expect(await config.text()).toContain('"folder": "data/jobs"');
  expect((await request.get("/admin/decap-cms.js")).status()).toBe(200);
});

test("no public page links to or loads /admin/, and the sitemap leaves it out", () => {
  for (const route of specRoutes) {
    const html = fs.readFileSync(path.join("public", route, "index.html"), "utf8");
    expect(html, route).not.toMatch(/["'(]\/admin\//);
  }
  const sitemaps = fs.readdirSync("public").filter((file) => /^sitemap-\d+\.xml$/.test(file));
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const file of sitemaps) expect(fs.readFileSync(path.join("public", file), "utf8")).not.toContain("/admin");
});
