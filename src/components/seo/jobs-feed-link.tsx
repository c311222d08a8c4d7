import { useSiteContent } from "../../hooks/use-site-content";
import { jobsAtomPath } from "../../../shared/routes";
import { fillTemplate } from "../ui/fill-template";

/** Tells feed readers and crawlers where the open positions' Atom feed is (written by gatsby/job-feeds.ts). */
export function JobsFeedLink({ title }: { title: string }) {
  const { companyName } = useSiteContent();
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      title={fillTemplate(title, { company: companyName })}
      href={jobsAtomPath}
    />
  );
}
