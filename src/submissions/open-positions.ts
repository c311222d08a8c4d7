import jobs from "../../data/jobs.json";
import { isPublished } from "../../gatsby/publication";

/** Job slugs that take applications today: in data/jobs.json (as built) and not past validThrough. */
export function isOpenPosition(slug: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return jobs.some((job) => job.slug === slug && isPublished(job.validThrough, today));
}
