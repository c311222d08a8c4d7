import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ADMIN_DIR, writeAdmin } from "../editor/admin";
import { writeJobFeeds } from "./job-feeds";
import { precompress } from "./precompress";
import { makeSocialCards, SOCIAL_CARDS_CACHE } from "./social-cards";
import { stopCardsAhead } from "./social-cards-ahead";
import { writeRobotsTxt } from "./robots";
import { writeTypefaceFile } from "./typeface-file";
import { type FinishedPages, writePagePolicies } from "./page-policy";

/** The key, in Gatsby's cache of this site's plugin, of the pages as the last build finished them. */
const FINISHED_PAGES = "finished-pages";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // _gatsby/ holds Gatsby's internal slice fragments, admin/ the visual editor with its own policy: not pages.
    if (entry.isDirectory()) return entry.name === "_gatsby" || entry.name === ADMIN_DIR ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * After gatsby-plugin-islands' own onPostBuild (Gatsby runs the site's last), which has given each
 * page its islands' scripts: each page's Content-Security-Policy with its own inline-script hashes;
 * then robots.txt, the job feeds, the visual editor at /admin/, and the social cards of the job and
 * service pages; last, the brotli and gzip copies of every text file but the pages (the server
 * compresses those as it sends them), which the server sends as they are.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql does not use `this`.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql, cache }) => {
  let started = performance.now();
  // One line per step, "Post-build <step>: <seconds> s": bench/build-jobs.ts reads them.
  const took = (step: string) => {
    reporter.info(`Post-build ${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };
  const files = htmlFiles(path.resolve("public"));
  const policies = await writePagePolicies(
    path.resolve("public"),
    files,
    (await cache.get(FINISHED_PAGES)) as FinishedPages | undefined,
  );
  await cache.set(FINISHED_PAGES, policies.finished);
  reporter.info(
    `Content-Security-Policy written into ${policies.written} pages (${files.length - policies.written} unchanged since the last build)`,
  );
  took("Content-Security-Policy");
  reporter.info(`Typeface file written (${await writeTypefaceFile(path.resolve("public"))} bytes)`);
  writeRobotsTxt(path.resolve("public"));
  reporter.info(`Job feeds written with ${await writeJobFeeds(graphql, path.resolve("public"))} open positions`);
  took("typeface, robots.txt, job feeds");
  await writeAdmin(path.resolve("public"));
  took("visual editor");
  const ahead = await stopCardsAhead();
  const cards = await makeSocialCards(graphql, path.resolve("public"), path.resolve(SOCIAL_CARDS_CACHE));
  reporter.info(
    `Social cards: ${cards.drawn + ahead} drawn (${ahead} while the pages rendered), ${cards.cached - ahead} from the cache`,
  );
  took("social cards");
  const packed = await precompress(path.resolve("public"), path.resolve(".cache/precompressed"));
  reporter.info(
    `Precompressed ${packed.files} files (${packed.encoded} encodings made, the rest from the cache): ${(packed.bytes / 1e6).toFixed(1)} MB, ${(packed.brotli / 1e6).toFixed(1)} MB as brotli`,
  );
  took("compression");
};
