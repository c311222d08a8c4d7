import { useSiteContent } from "../../hooks/use-site-content";
import { useSiteUrl } from "../../hooks/use-site-url";
import { jobPosting, type JobFacts } from "../../seo/structured-data";
import { JsonLd } from "./json-ld";

/** The job as a schema.org JobPosting (Google job search); only on the job's own page. */
export function JobPostingJsonLd({ job }: { job: JobFacts }) {
  const site = useSiteContent();
  return <JsonLd data={jobPosting(job, site, useSiteUrl())} />;
}
