import careers from "../../data/careers.json";
import contact from "../../data/contact.json";
import departments from "../../data/departments.json";
import jobs from "../../data/jobs.json";

/** The real careers data, as the pages' queries hand it to their components. */
export const careersContent = careers;
export const contactContent = contact;
export const departmentNames = departments.map((department) => department.name);
export const allJobs = jobs;
export const jobsIn = (department: string) => jobs.filter((job) => job.department === department);
