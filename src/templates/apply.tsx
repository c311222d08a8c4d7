import { css } from "@emotion/react";
import ApplicationFormIsland from "../islands/application-form";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Link } from "../components/ui/link";
import { BackLink } from "../components/careers/back-link";
import { fillTemplate } from "../components/ui/fill-template";
import { RoleSummary } from "../components/careers/role-summary";
import { Layout } from "../page-layout";
import { jobCard, Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";
import { mq, theme } from "../../content-model/theme";
import { careersPath, jobPath } from "../../shared/routes";

const viewJobCss = css`
  font-weight: ${theme.fontWeights.semibold};
`;
const columnsCss = css`
  display: grid;
  gap: ${theme.space[8]};
  padding: ${theme.space[8]} 0 ${theme.space[16]};
  /* The form first, in the first screen of a phone; the role's summary beside it, or after it. */
  ${mq("lg")} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

export default function ApplyTemplate({ data }: PageProps<Queries.ApplyPageQuery>) {
  const job = data.job!;
  const careers = data.careersContent!;
  const application = careers.application;
  return (
    <Layout site={data} footer="careers">
      <PageHeader
        heading={`${application.headingPrefix} ${job.title}`}
        intro={application.intro}
        eyebrow={<BackLink to={careersPath} label={careers.backLabel} />}
      >
        <Link to={jobPath(job.slug)} css={viewJobCss}>
          {application.viewJobLabel}
        </Link>
      </PageHeader>
      <Container>
        <div css={columnsCss}>
          <ApplicationFormIsland
            content={application}
            retention={{
              days: data.siteContent!.constants.retentionDays,
              talentPoolDays: data.siteContent!.constants.talentPoolRetentionDays,
            }}
            jobSlug={job.slug}
            jobTitle={job.title}
            jobDepartment={job.department.name}
            otherPositions={data.allJob.nodes}
          />
          <RoleSummary
            heading={application.summaryHeading}
            labels={application.summaryLabels}
            job={job}
            experienceText={fillTemplate(careers.experienceLabel, { experience: job.experience })}
          />
        </div>
      </Container>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApplyPageQuery>) => {
  const job = data.job!;
  const site = data.siteContent!;
  const careers = data.careersContent!;
  const values = {
    title: job.title,
    company: site.companyName,
    location: job.location.name,
    experience: job.experience,
  };
  return (
    <Seo
      site={data}
      title={fillTemplate(careers.applyPageTitle, values)}
      description={fillTemplate(careers.applyPageDescription, values)}
      path={location.pathname}
      image={jobCard(job, site)}
    >
      <BreadcrumbJsonLd
        items={[
          { name: site.seo.breadcrumbs.careers, path: careersPath },
          { name: job.title, path: jobPath(job.slug) },
          { name: site.seo.breadcrumbs.apply, path: location.pathname },
        ]}
      />
    </Seo>
  );
};

export const query = graphql`
  query ApplyPage($slug: String!, $others: [String!]!) {
    ...SiteFrame
    siteContent {
      companyName
      constants {
        retentionDays
        talentPoolRetentionDays
      }
      seo {
        breadcrumbs {
          careers
          apply
        }
        jobCardAlt
      }
    }
    careersContent {
      backLabel
      experienceLabel
      applyPageTitle
      applyPageDescription
      application {
        headingPrefix
        intro
        viewJobLabel
        summaryHeading
        formHeading
        requiredNote
        summaryLabels {
          department
          type
          location
          experience
        }
        labels {
          fullName
          email
          phone
          location
          portfolioUrl
          linkedin
          github
          experience
          currentRole
          expectedSalary
          startDate
          coverLetter
          resume
        }
        experienceOptions {
          value
          label
        }
        resumeHint
        resumeChosen
        submitLabel
        submittingLabel
        successMessage
        privacyText
        privacyLinkLabel
        consentLabel
        talentPoolLabel
        failurePrefix
        fieldErrorText
        referenceLabel
        sentRole
        confirmationNote
        otherPositionsHeading
      }
    }
    job(slug: { eq: $slug }) {
      slug
      title
      department {
        name
      }
      type
      location {
        name
      }
      experience
      socialCard
    }
    # The other open positions createPages chose for this page (gatsby/create-pages.ts otherPositions).
    allJob(filter: { slug: { in: $others } }, sort: [{ title: ASC }]) {
      nodes {
        slug
        title
      }
    }
  }
`;
