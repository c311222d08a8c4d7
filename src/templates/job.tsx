import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JobPage } from "../components/careers/job-page";
import { fillTemplate } from "../components/ui/fill-template";
import { Layout } from "../page-layout";
import { jobCard, Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { JobPostingJsonLd } from "../components/seo/job-posting-json-ld";
import { careersPath } from "../../shared/routes";

export default function JobTemplate({ data }: PageProps<Queries.JobPageQuery>) {
  return (
    <Layout site={data} footer="careers">
      <JobPage job={data.job!} careers={data.careersContent!} />
    </Layout>
  );
}

export const Head = ({ data, location: { pathname } }: HeadProps<Queries.JobPageQuery>) => {
  const job = data.job!;
  const { name: location, place, applicantCountries } = job.location;
  const site = data.siteContent!;
  const careers = data.careersContent!;
  const values = {
    title: job.title,
    company: site.companyName,
    location,
    type: job.type,
    description: job.description,
  };
  return (
    <Seo
      site={data}
      title={fillTemplate(careers.jobPageTitle, values)}
      description={fillTemplate(careers.jobPageDescription, values)}
      path={pathname}
      image={jobCard(job, site)}
    >
      <JobPostingJsonLd
        job={{
          ...job,
          location,
          datePosted: job.datePosted,
          validThrough: job.validThrough,
          place,
          applicantCountries,
        }}
        headings={careers.jobSections}
      />
      <BreadcrumbJsonLd
        items={[
          { name: site.seo.breadcrumbs.careers, path: careersPath },
          { name: job.title, path: pathname },
        ]}
      />
    </Seo>
  );
};

export const query = graphql`
  query JobPage($slug: String!) {
    ...SiteFrame
    siteContent {
      companyName
      seo {
        breadcrumbs {
          careers
        }
        jobCardAlt
      }
    }
    careersContent {
      backLabel
      experienceLabel
      application {
        summaryHeading
      }
      datesText
      compensationNote
      readyHeading
      readyText
      applyLabel
      jobPageTitle
      jobPageDescription
      jobSections {
        about
        responsibilities
        requirements
        niceToHave
        skills
      }
    }
    job(slug: { eq: $slug }) {
      slug
      title
      type
      experience
      salary
      description
      socialCard
      department {
        name
      }
      location {
        name
        summary
        place {
          locality
          region
          countryCode
        }
        applicantCountries
      }
      about
      responsibilities
      requirements
      niceToHave
      skills
      datePosted(formatString: "YYYY-MM-DD")
      validThrough(formatString: "YYYY-MM-DD")
    }
  }
`;
