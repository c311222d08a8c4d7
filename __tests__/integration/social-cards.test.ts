import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readEntries } from "../../content-model/node/data-folder";
import { buildDate, isPublished, type PublicationWindow } from "../../shared/publication";
import { applyPath, jobPath, servicePath } from "../../shared/routes";
import { requireBuild } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");

type Job = PublicationWindow & { slug: string; title: string };
const jobs = readEntries<Job>(path.join(ROOT, "data/jobs")).filter((job) => isPublished(job, buildDate()));
const services = readEntries<{ slug: string; title: string }>(path.join(ROOT, "data/services"));
const pages = [
  ...jobs.map((job) => ({ path: jobPath(job.slug), title: job.title, entry: `job ${job.slug}` })),
  ...jobs.map((job) => ({ path: applyPath(job.slug), title: job.title, entry: `job ${job.slug}` })),
  ...services.map((service) => ({
    path: servicePath(service.slug),
    title: service.title,
    entry: `service ${service.slug}`,
  })),
];

/** The content of each <meta property|name="…"> of a built page. */
function metaTags(pagePath: string): Record<string, string> {
  const html = fs.readFileSync(path.join(PUBLIC, pagePath, "index.html"), "utf8");
  const tags: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined)
      tags[key] = content
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"');
  }
  return tags;
}

suite("each job and service page shares its own card", () => {
  it("finds the pages to check: every published job's two pages and every service's", () => {
    expect(jobs.length).toBeGreaterThan(0);
    expect(services).toHaveLength(15);
  });

  it.each(pages)(
    "$path links a 1200x630 PNG of its own in public/, with its size and an alt naming the title, for Open Graph and X",
    async (page) => {
      const meta = metaTags(page.path);
      const image = new URL(meta["og:image"]).pathname;
      expect(image).toMatch(/^\/og\/(jobs|services)\/[a-z0-9-]+-[0-9a-f]{8}\.png$/);
      expect(meta["twitter:image"]).toBe(meta["og:image"]);
      expect([meta["og:image:width"], meta["og:image:height"]]).toEqual(["1200", "630"]);
      expect(meta["og:image:alt"]).toContain(page.title);
      expect(meta["twitter:image:alt"]).toBe(meta["og:image:alt"]);
      const { format, width, height } = await sharp(path.join(PUBLIC, image)).metadata();
      expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    },
  );

  it("no two jobs or services share a card: distinct addresses and distinct images", () => {
    const byEntry = new Map(pages.map((page) => [page.entry, new URL(metaTags(page.path)["og:image"]).pathname]));
    const images = [...byEntry.values()];
    expect(new Set(images).size).toBe(jobs.length + services.length);
    const digests = images.map((image) =>
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(PUBLIC, image)))
        .digest("hex"),
    );
    expect(new Set(digests).size).toBe(images.length);
  });
});
