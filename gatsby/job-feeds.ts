import fs from "node:fs";
import path from "node:path";
import { XMLBuilder } from "fast-xml-parser";
import type { GatsbyNode } from "gatsby";
import { buildDate, isPublished } from "../shared/publication";
import { careersPath, jobPath, jobsAtomPath, jobsIndeedPath } from "../shared/routes";
import { jobDescriptionHtml, type JobFacts, type JobSectionHeadings } from "../shared/structured-data";
import { fillTemplate } from "../shared/fill-template";
import { siteUrl } from "../content-model/node/site-url";

/** A job as the feeds need it: its page's facts plus the list fields. */
export type FeedJob = JobFacts & { department: string; description: string; experience: string };
export type FeedSite = {
  siteUrl: string;
  companyName: string;
  careersEmail: string;
  title: string;
  headings: JobSectionHeadings;
};

// fast-xml-parser (already the well-kept XML parser and builder of the npm ecosystem; one
// dependency for writing both feeds and for reading them back in the tests). Text goes through
// its escaping; the Indeed feed's values go in CDATA sections, as Indeed's reference asks.
const CDATA = "#cdata";
const options = { ignoreAttributes: false, attributeNamePrefix: "@", cdataPropName: CDATA, suppressEmptyNode: true };
const builder = new XMLBuilder({ ...options, format: true });
// Unindented: the builder would put a CDATA section on lines of its own, adding white space to the value.
const compactBuilder = new XMLBuilder(options);
const declaration = '<?xml version="1.0" encoding="utf-8"?>\n';
const cdata = (value: string) => ({ [CDATA]: value });

/** The open positions, newest first; a job outside its publication window on `today` is left out. */
export function openJobs<J extends FeedJob>(jobs: readonly J[], today: string): J[] {
  return jobs
    .filter((job) => isPublished(job, today))
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug));
}

/**
 * Atom 1.0 (RFC 4287): one entry per open position, with its page, title, summary, full text and
 * dates. `updated` is the newest posting's day, so the file changes only when the positions do.
 */
export function atomFeed(jobs: readonly FeedJob[], site: FeedSite): string {
  const feedUrl = `${site.siteUrl}${jobsAtomPath}`;
  const day = (date: string) => `${date.slice(0, 10)}T00:00:00Z`;
  const updated = jobs.length
    ? day(
        jobs
          .map((job) => job.datePosted)
          .sort()
          .at(-1)!,
      )
    : day(buildDate());
  return (
    declaration +
    builder.build({
      feed: {
        "@xmlns": "http://www.w3.org/2005/Atom",
        id: feedUrl,
        title: site.title,
        updated,
        link: [
          { "@rel": "self", "@type": "application/atom+xml", "@href": feedUrl },
          { "@rel": "alternate", "@type": "text/html", "@href": `${site.siteUrl}${careersPath}` },
        ],
        author: { name: site.companyName, uri: `${site.siteUrl}/` },
        entry: jobs.map((job) => ({
          id: `${site.siteUrl}${jobPath(job.slug)}`,
          title: job.title,
          link: { "@rel": "alternate", "@type": "text/html", "@href": `${site.siteUrl}${jobPath(job.slug)}` },
          published: day(job.datePosted),
          updated: day(job.datePosted),
          category: { "@term": job.department },
          summary: job.description,
          content: { "@type": "html", "#text": jobDescriptionHtml(job, site.headings) },
        })),
      },
    })
  );
}

/** Indeed's job types, from ours ("Full-time" → "fulltime"). */
const indeedJobType = (type: string) => type.toLowerCase().replace(/[^a-z]/g, "");

/**
 * Indeed's XML job feed (docs.indeed.com, "XML feed reference"): `<source>` with one `<job>` per open
 * position; every required element (title, date, referencenumber, requisitionid, url, company,
 * city, state, country, description) and salary, jobtype, category, experience, expirationdate,
 * email, and remotetype (every job is remote or hybrid). A remote job names no city: its country is
 * the first of the countries it takes applicants from.
 */
export function indeedFeed(jobs: readonly FeedJob[], site: FeedSite): string {
  return (
    declaration +
    compactBuilder.build({
      source: {
        publisher: cdata(site.companyName),
        publisherurl: cdata(`${site.siteUrl}/`),
        job: jobs.map((job) => ({
          title: cdata(job.title),
          date: cdata(`${job.datePosted.slice(0, 10)}T00:00:00Z`),
          referencenumber: cdata(job.slug),
          requisitionid: cdata(job.slug),
          url: cdata(`${site.siteUrl}${jobPath(job.slug)}`),
          company: cdata(site.companyName),
          sourcename: cdata(site.companyName),
          city: cdata(job.place?.locality ?? ""),
          state: cdata(job.place?.region ?? ""),
          country: cdata(job.place?.countryCode ?? job.applicantCountries?.[0] ?? ""),
          email: cdata(site.careersEmail),
          description: cdata(jobDescriptionHtml(job, site.headings)),
          salary: cdata(`${job.salary} per year`),
          jobtype: cdata(indeedJobType(job.type)),
          category: cdata(job.department),
          experience: cdata(`${job.experience} years`),
          expirationdate: cdata(`${job.validThrough.slice(0, 10)}T23:59:59Z`),
          // A location is either remote (no place) or a hybrid office (data/locations.json).
          remotetype: cdata(job.place ? "Hybrid remote" : "Fully remote"),
        })),
      },
    })
  );
}

type FeedQuery = {
  siteContent: { companyName: string; contact: { careersEmail: string } };
  careersContent: { feedTitle: string; jobSections: JobSectionHeadings };
  allJob: {
    nodes: (Omit<FeedJob, "department" | "location" | "place" | "applicantCountries"> & {
      department: { name: string };
      location: { name: string; place: FeedJob["place"]; applicantCountries: FeedJob["applicantCountries"] };
    })[];
  };
};

/** Writes /careers/feed.xml and /careers/jobs.xml from the jobs open on the build date. */
export const writeJobFeeds = async (
  graphql: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"],
  publicDir: string,
) => {
  const result = await graphql<FeedQuery>(`
    {
      siteContent {
        companyName
        contact {
          careersEmail
        }
      }
      careersContent {
        feedTitle
        jobSections {
          responsibilities
          requirements
          niceToHave
        }
      }
      allJob {
        nodes {
          slug
          title
          type
          experience
          salary
          description
          about
          responsibilities
          requirements
          niceToHave
          datePosted
          validThrough
          department {
            name
          }
          location {
            name
            place {
              locality
              region
              countryCode
            }
            applicantCountries
          }
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`Could not query the jobs for the feeds: ${JSON.stringify(result.errors)}`);
  const { siteContent, careersContent, allJob } = result.data;
  const jobs = openJobs(
    allJob.nodes.map(({ department, location, ...job }) => ({
      ...job,
      department: department.name,
      location: location.name,
      place: location.place,
      applicantCountries: location.applicantCountries,
    })),
    buildDate(),
  );
  const site: FeedSite = {
    siteUrl,
    companyName: siteContent.companyName,
    careersEmail: siteContent.contact.careersEmail,
    title: fillTemplate(careersContent.feedTitle, { company: siteContent.companyName }),
    headings: careersContent.jobSections,
  };
  const write = (urlPath: string, xml: string) => {
    const file = path.join(publicDir, ...urlPath.split("/").filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, xml);
  };
  write(jobsAtomPath, atomFeed(jobs, site));
  write(jobsIndeedPath, indeedFeed(jobs, site));
  return jobs.length;
};
