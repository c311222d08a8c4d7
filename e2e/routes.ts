import fs from "node:fs";
import path from "node:path";
import { readEntries } from "../content-model/node/data-folder";
import { buildDate, isPublished } from "../shared/publication";
import { applyPath, caseStudyPath, jobPath, servicePath } from "../shared/routes";

const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.resolve("data", `${name}.json`), "utf8"));
const today = buildDate();

type Named = { slug: string; title: string };
export const services = readEntries<Named & { variant: string }>(path.resolve("data/services"));
export const jobs = readEntries<Named & { datePosted: string; validThrough: string }>(path.resolve("data/jobs")).filter(
  (job) => isPublished(job, today),
);
export const pages = read<{ slug: string; path: string; heading: string }[]>("pages");
export const caseStudies = readEntries<Named & { services: string[] }>(path.resolve("data/case-studies"));

/**
 * Every route of SPEC section 2, and the case studies' pages added since (issue 49), as the data
 * says they should exist (trailing slashes as served).
 */
export const specRoutes: string[] = [
  ...pages.filter((page) => page.slug !== "404").map((page) => page.path),
  ...services.map((service) => servicePath(service.slug)),
  ...caseStudies.map((study) => caseStudyPath(study.slug)),
  ...jobs.flatMap((job) => [jobPath(job.slug), applyPath(job.slug)]),
];
