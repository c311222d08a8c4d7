import careers from "../../data/careers.json";
import contact from "../../data/contact.json";
import departments from "../../data/departments.json";
import path from "node:path";
import { readEntries } from "../../site/data-folder";
import type { JobEntry } from "../../gatsby/data-schemas";

// In the careers page's order: oldest posting first.
const jobs = readEntries<JobEntry>(path.resolve("data/jobs")).sort((a, b) => a.datePosted.localeCompare(b.datePosted));

/** The real careers data, as the pages' queries hand it to their components. */
export const careersContent = careers;
export const contactContent = contact;
export const departmentNames = departments.map((department) => department.name);
export const allJobs = jobs;
export const jobsIn = (department: string) => jobs.filter((job) => job.department === department);
