import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { LegalSection } from "../components/legal/legal-section";
import { LegalToc } from "../components/legal/legal-toc";
import { ButtonLink } from "../components/ui/button-link";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";
import { theme } from "../../content-model/theme";
import { formatDay } from "../../shared/dates";

const updatedCss = css`
  color: ${theme.colors.muted};
  margin: 0;
`;
const backCss = css`
  padding-bottom: ${theme.space[16]};
`;

export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const legal = data.legalPage!;
  const page = data.pageContent!;
  const labels = data.siteContent!.legalPages;
  const { retentionDays, talentPoolRetentionDays } = data.siteContent!.constants;
  const constants = { retentionDays, talentPoolRetentionDays };
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={legal.intro}>
        <p css={updatedCss}>
          {`${labels.updatedLabel} `}
          <time dateTime={legal.lastUpdated}>{formatDay(legal.lastUpdated)}</time>
        </p>
      </PageHeader>
      <Container width="prose">
        <LegalToc heading={labels.tocHeading} sections={legal.sections} />
        {legal.sections.map((section) => (
          <LegalSection key={section.id} section={section} constants={constants} />
        ))}
        <div css={backCss}>
          <ButtonLink to={labels.back.to} tone="secondary">
            {labels.back.label}
          </ButtonLink>
        </div>
      </Container>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.LegalPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
    type="article"
  />
);

export const query = graphql`
  query LegalPage($slug: String!) {
    ...SiteFrame
    pageContent(slug: { eq: $slug }) {
      ...PageMeta
    }
    siteContent {
      legalPages {
        updatedLabel
        tocHeading
        back {
          label
          to
        }
      }
      constants {
        retentionDays
        talentPoolRetentionDays
      }
    }
    legalPage(slug: { eq: $slug }) {
      intro
      lastUpdated(formatString: "YYYY-MM-DD")
      sections {
        id
        heading
        paragraphs
        list
        table {
          caption
          columns
          rows
        }
      }
    }
  }
`;
