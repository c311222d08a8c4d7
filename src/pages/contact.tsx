import { css } from "@emotion/react";
import ContactFormIsland from "../islands/contact-form";
import FaqIsland from "../islands/faq";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactAside } from "../components/contact/contact-aside";
import { ContactTiles } from "../components/contact/contact-tiles";
import { OfficeList } from "../components/contact/office-list";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { claimText } from "../components/ui/claim-text";
import { fillTemplate } from "../components/ui/fill-template";
import { mq, theme } from "../../content-model/theme";

const columnsCss = css`
  display: grid;
  gap: ${theme.space[10]};
  padding: ${theme.space[12]} 0;
  ${mq("lg")} {
    grid-template-columns: 2fr 1fr;
  }
`;

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!;
  const content = data.contactContent!;
  const site = data.siteContent!;
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container>
        {/* The form first: on a phone its first field is in the first screen, the ways to reach us after it. */}
        <div css={columnsCss}>
          <ContactFormIsland
            content={content}
            successMs={site.constants.contactSuccessMs}
            fallbackEmail={site.contact.email}
          />
          <ContactAside
            hoursHeading={content.hoursHeading}
            hours={site.businessHours}
            hoursNote={fillTemplate(content.hoursNote, { support: claimText(site.claims, "support") })}
            responseNote={content.responseNote}
            europe={{
              heading: content.europeHeading,
              text: fillTemplate(content.europeText, {
                office: site.europeLine.office,
                timeZone: site.europeLine.timeZone,
              }),
              phone: site.europeLine.phone,
              phoneHref: site.europeLine.phoneHref,
              hours: site.europeLine.hours,
            }}
            socialHeading={content.socialHeading}
          />
        </div>
        <ContactTiles heading={content.tilesHeading} tiles={content.tiles} contact={site.contact} />
      </Container>
      <Section heading={content.officesHeading} tone="alt">
        <OfficeList offices={data.allOffice.nodes} headquartersLabel={content.headquartersLabel} />
      </Section>
      <Section heading={content.faqHeading}>
        <FaqIsland items={content.faq} />
      </Section>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  />
);

export const query = graphql`
  query ContactPage {
    ...SiteFrame
    pageContent(slug: { eq: "contact" }) {
      ...PageMeta
    }
    contactContent {
      tilesHeading
      tiles {
        kind
        title
        text
      }
      formHeading
      requiredNote
      labels {
        name
        email
        company
        phone
        subject
        message
        budget
        timeline
      }
      budgetOptions {
        value
        label
      }
      timelineOptions {
        value
        label
      }
      submitLabel
      sendingLabel
      successTitle
      successText
      sentNote
      errorText
      fieldErrorText
      hoursHeading
      hoursNote
      responseNote
      europeHeading
      europeText
      socialHeading
      officesHeading
      headquartersLabel
      faqHeading
      faq {
        question
        answer
      }
    }
    allOffice {
      nodes {
        city
        country
        address
        zip
        isHeadquarters
      }
    }
  }
`;
