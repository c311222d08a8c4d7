import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BackLink } from "../components/careers/back-link";
import { fillTemplate } from "../components/ui/fill-template";
import { JobFacts } from "../components/careers/job-facts";
import { JobSection } from "../components/careers/job-section";
import { JobTagLine } from "../components/careers/job-tag-line";
import { ReadyToApply } from "../components/careers/ready-to-apply";
import { Layout } from "../components/layout/layout";
import { jobCard, Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { JobPostingJsonLd } from "../components/seo/job-posting-json-ld";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";
import { ButtonLink } from "../components/ui/button-link";
import { mq, theme } from "../styles/theme";
import { formatDay } from "../../site/dates";
import { applyPath, careersPath } from "../../site/routes";
import { TagList } from "../components/ui/tag-list";

const columnsCss = css`
  display: grid;
  gap: ${theme.space[8]};
  padding: ${theme.space[8]} 0 ${theme.space[16]};
  ${mq("lg")} {
    grid-template-columns: minmax(0, ${theme.sizes.prose}) minmax(18rem, 1fr);
    gap: ${theme.space[12]};
  }
`;
const bodyCss = css`
  min-width: 0;
  ${mq("lg")} {
    grid-column: 1;
    grid-row: 1;
  }
`;
// First on a phone, so the facts and Apply come right after the title; beside the text on a wide
// screen, where it stays in view while the visitor reads.
const summaryCss = css`
  align-self: start;
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  ${mq("lg")} {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: calc(${theme.sizes.header} + ${theme.space[6]});
  }
`;
const summaryHeadingCss = css`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`;

export default function JobTemplate({ data }: PageProps<Queries.JobPageQuery>) {
  const job = data.job!;
  const careers = data.careersContent!;
  const sections = careers.jobSections;
  const apply = applyPath(job.slug);
  return (
    <Layout footer="careers">
      <>
        <PageHeader
          heading={job.title}
          intro={job.description}
          eyebrow={
            <>
              <BackLink to={careersPath} label={careers.backLabel} />
              <JobTagLine department={job.department.name} type={job.type} location={job.location.name} />
            </>
          }
        />
        <Container>
          <div css={columnsCss}>
            <section aria-labelledby="job-summary-heading" css={summaryCss}>
              <h2 id="job-summary-heading" css={summaryHeadingCss}>
                {careers.application.summaryHeading}
              </h2>
              <JobFacts
                experienceText={fillTemplate(careers.experienceLabel, { experience: job.experience })}
                compensationNote={careers.compensationNote}
                salary={job.salary}
                locationSummary={job.location.summary}
                datesText={careers.datesText}
                datePosted={{ iso: job.datePosted, text: formatDay(job.datePosted) }}
                validThrough={{ iso: job.validThrough, text: formatDay(job.validThrough) }}
                action={<ButtonLink to={apply}>{careers.applyLabel}</ButtonLink>}
              />
            </section>
            <div css={bodyCss}>
              <JobSection heading={sections.about}>
                {job.about.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </JobSection>
              <JobSection heading={sections.responsibilities} items={job.responsibilities} />
              <JobSection heading={sections.requirements} items={job.requirements} />
              <JobSection heading={sections.niceToHave} items={job.niceToHave} />
              <JobSection heading={sections.skills}>
                <TagList items={job.skills} tone="soft" />
              </JobSection>
              <ReadyToApply
                heading={careers.readyHeading}
                text={careers.readyText}
                applyLabel={careers.applyLabel}
                applyPath={apply}
              />
            </div>
          </div>
        </Container>
      </>
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
