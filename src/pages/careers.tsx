import { graphql, type HeadProps, type PageProps } from "gatsby";
import OpenPositionsIsland from "../islands/open-positions";
import { useMemo } from "react";
import { NoRoleBlock } from "../components/careers/no-role-block";
import { PerksGrid } from "../components/careers/perks-grid";
import CareersCountsIsland from "../islands/careers-counts";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { JobsFeedLink } from "../components/seo/jobs-feed-link";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { textId } from "../components/ui/text-id";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const page = data.pageContent!;
  const careers = data.careersContent!;
  const { contact } = data.siteContent!;
  const jobs = data.allJob.nodes;
  // Only what the counts need travels to the browser as the island's props.
  const publicationWindows = jobs.map(({ datePosted, validThrough }) => ({ datePosted, validThrough }));
  const departments = useMemo(
    () => data.allDepartment.nodes.map((department) => department.name),
    [data.allDepartment.nodes],
  );
  return (
    <Layout site={data} footer="careers">
      <PageHeader heading={page.heading} intro={page.intro}>
        <CareersCountsIsland
          jobs={publicationWindows}
          stats={careers.stats}
          targetId={textId(careers.positionsHeading, "heading")}
          one={careers.jumpOne}
          other={careers.jumpOther}
        />
      </PageHeader>
      <Section heading={careers.perksHeading} tone="alt">
        <PerksGrid perks={careers.perks} chips={careers.perkChips} />
      </Section>
      <OpenPositionsIsland jobs={jobs} departments={departments} labels={careers} />
      <NoRoleBlock {...careers.noRole} email={contact.careersEmail} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.CareersPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  >
    <JobsFeedLink title={data.careersContent!.feedTitle} />
  </Seo>
);

export const query = graphql`
  query CareersPage {
    ...SiteFrame
    pageContent(slug: { eq: "careers" }) {
      ...PageMeta
    }
    careersContent {
      stats {
        value
        label
      }
      perksHeading
      perks {
        title
        description
        icon
      }
      perkChips
      jumpOne
      jumpOther
      positionsHeading
      filterLabel
      allLabel
      resultsOne
      resultsOther
      emptyTitle
      emptyText
      learnMoreLabel
      learnMoreHidden
      applyLabel
      applyHidden
      experienceLabel
      noRole {
        heading
        text
        contactLabel
        emailLabel
      }
      feedTitle
    }
    allDepartment {
      nodes {
        name
      }
    }
    allJob(filter: { published: { eq: true } }, sort: [{ datePosted: ASC }, { slug: ASC }]) {
      nodes {
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
        salary
        description
        color
        datePosted
        validThrough
      }
    }
  }
`;
