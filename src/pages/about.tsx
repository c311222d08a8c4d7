import { css } from "@emotion/react";
import AboutTabsIsland from "../islands/about-tabs";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { AboutIntro } from "../components/about/about-intro";
import { CredentialList } from "../components/about/credential-list";
import { PeopleList } from "../components/about/people-list";
import { fillTemplate } from "../components/ui/fill-template";
import { ParentCompany } from "../components/about/parent-company";
import { Reasons } from "../components/about/reasons";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { CtaBand } from "../components/ui/cta-band";
import { IconCardList } from "../components/ui/icon-card-list";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { theme } from "../../content-model/theme";

const tabsBandCss = css`
  padding: ${theme.space[16]} 0;
  background: ${theme.colors.surfaceAlt};
`;

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!;
  const about = data.aboutContent!;
  const { parentCompany, story } = data.siteContent!;
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <AboutIntro
        paragraphs={about.intro}
        image={about.image.childImageSharp?.gatsbyImageData}
        imageAlt={about.imageAlt}
        figures={about.figures}
      />
      <div css={tabsBandCss}>
        <Container>
          <AboutTabsIsland tabs={about.tabs} />
        </Container>
      </div>
      <Section
        heading={about.peopleHeading}
        intro={fillTemplate(about.peopleIntro, { year: story.founded, teamSize: story.teamSize })}
      >
        <PeopleList people={about.people} />
      </Section>
      <Section heading={about.capabilitiesHeading} tone="alt">
        <IconCardList items={about.capabilities} />
      </Section>
      <Section heading={about.reasonsHeading}>
        <Reasons reasons={about.reasons} />
      </Section>
      <Section heading={about.credentialsHeading} intro={about.credentialsIntro} tone="alt">
        <CredentialList credentials={about.credentials} sinceLabel={about.sinceLabel} />
      </Section>
      <Section heading={about.parentHeading}>
        <ParentCompany parent={parentCompany} labels={about.parentLabels} />
      </Section>
      <CtaBand heading={about.cta.heading} text={about.cta.text} links={[about.cta.primary, about.cta.secondary]} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.AboutPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  />
);

export const query = graphql`
  query AboutPage {
    ...SiteFrame
    pageContent(slug: { eq: "about" }) {
      ...PageMeta
    }
    aboutContent {
      intro
      imageAlt
      image {
        ...IntroImage
      }
      figures {
        value
        label
      }
      tabs {
        mission {
          label
          heading
          text
        }
        vision {
          label
          heading
          text
        }
        valuesLabel
        listLabel
        valuesHeading
        values {
          title
          description
        }
      }
      capabilitiesHeading
      capabilities {
        title
        description
        icon
      }
      reasonsHeading
      reasons {
        title
        description
      }
      peopleHeading
      peopleIntro
      people {
        name
        role
        office
        line
      }
      credentialsHeading
      credentialsIntro
      credentials {
        name
        kind
        since
        detail
      }
      sinceLabel
      parentHeading
      parentLabels {
        name
        type
        industry
      }
      cta {
        ...CallToActionLinks
      }
    }
  }
`;
