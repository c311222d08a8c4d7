import * as v from "valibot";
import careers from "../../data/careers.json";
import contact from "../../data/contact.json";
import departments from "../../data/departments.json";
import locations from "../../data/locations.json";
import path from "node:path";
import { readEntries } from "../../content-model/node/data-folder";
import * as rules from "../../content-model/data-schemas";
import { experienceShown } from "../../shared/experience";
import type { JobEntry } from "../../content-model/data-schemas";
import { cardContent } from "../../gatsby/schema";
import site from "../../data/site.json";
import { socialCardPath } from "../../shared/social-card";

/**
 * A job as the page queries return it: its department and location are the linked nodes
 * (`@link(by: "name")`), not the names its file holds; its experience is the computed text, and its
 * social card's address is computed.
 */
const asQueried = (job: JobEntry) => ({
  ...job,
  experience: experienceShown(job.minExperience),
  socialCard: socialCardPath(cardContent("job", job, site)),
  department: departments.find((department) => department.name === job.department)!,
  location: locations.find((location) => location.name === job.location)!,
});

// In the careers page's order: oldest posting first.
const jobs = readEntries<JobEntry>(path.resolve("data/jobs"))
  .sort((a, b) => a.datePosted.localeCompare(b.datePosted))
  .map(asQueried);

/** The real careers data, as the pages' queries hand it to their components (read through the rules, so fixed lists keep their enum types). */
export const careersContent = v.parse(rules.careers, careers);
export const contactContent = v.parse(rules.contact, contact);
export const departmentNames = departments.map((department) => department.name);
export const allJobs = jobs;
export const jobsIn = (department: string) => jobs.filter((job) => job.department.name === department);
