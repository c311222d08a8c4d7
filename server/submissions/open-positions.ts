import path from "node:path";
import { readEntries } from "../../gatsby/data-folder";
import { buildDate, isPublished } from "../../site/publication";
import { runtimeEnv } from "./config";

type Posting = { slug: string; datePosted: string; validThrough: string };

/**
 * Job slugs that take applications today: a file in data/jobs/ whose publication window includes
 * today (the publication rule's day: BUILD_DATE overrides it, for tests). Read on each application (eight small files), from the site the server serves (SITE_DIR).
 */
export function isOpenPosition(slug: string, env = runtimeEnv(), today = buildDate(new Date(), env)): boolean {
  return readEntries<Posting>(path.resolve(env.SITE_DIR || ".", "data/jobs")).some((job) => job.slug === slug && isPublished(job, today));
}
