import { useSiteContent, useSiteUrl } from "../../hooks/use-site-content";
import { jobPosting, type JobFacts, type JobSectionHeadings } from "../../../shared/structured-data";
import { JsonLd } from "./json-ld";

/** The job as a schema.org JobPosting (Google job search); only on the job's own page, with its section headings. */
export function JobPostingJsonLd({ job, headings }: { job: JobFacts; headings: JobSectionHeadings }) {
  const site = useSiteContent();
  return <JsonLd data={jobPosting(job, site, useSiteUrl(), headings)} />;
}
