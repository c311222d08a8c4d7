import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Link } from "../components/ui/link";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { PageHeader } from "../components/ui/page-header";
import { theme } from "../../content-model/theme";

const linksCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  list-style: none;
  padding: 0;
`;

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const page = data.pageContent!;
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro}>
        {page.links && (
          <ul css={linksCss}>
            {page.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </PageHeader>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  >
    <meta name="robots" content="noindex" />
  </Seo>
);

export const query = graphql`
  query NotFoundPage {
    ...SiteFrame
    pageContent(slug: { eq: "404" }) {
      ...PageMeta
      links {
        label
        to
      }
    }
  }
`;
