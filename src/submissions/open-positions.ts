import path from "node:path";
import { readEntries } from "../../site/data-folder";
import { isPublished } from "../../site/publication";

type Posting = { slug: string; datePosted: string; validThrough: string };

/**
 * Job slugs that take applications today: a file in data/jobs/ whose publication window includes
 * today. Read on each application (eight small files), from the site the server serves (SITE_DIR).
 */
export function isOpenPosition(slug: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return readEntries<Posting>(path.resolve(process.env.SITE_DIR || ".", "data/jobs")).some((job) => job.slug === slug && isPublished(job, today));
}
