import path from "node:path";
import { readData } from "../../content-model/node/load-data";
import { buildDate, isPublished } from "../../shared/publication";
import { runtimeEnv } from "./config";

/**
 * Job slugs that take applications today: a file in data/jobs/ whose publication window includes
 * today (the publication rule's day: BUILD_DATE overrides it, for tests). Read on each application (eight small files, checked by the build's rules), from the site the server serves (SITE_DIR).
 */
export function isOpenPosition(slug: string, env = runtimeEnv(), today = buildDate(new Date(), env)): boolean {
  const { jobs } = readData(path.resolve(env.SITE_DIR || ".", "data"), ["jobs"]);
  return Object.values(jobs).some((job) => job.slug === slug && isPublished(job, today));
}
