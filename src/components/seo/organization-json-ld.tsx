import { graphql, useStaticQuery } from "gatsby";
import { useSiteContent } from "../../hooks/use-site-content";
import { useSiteUrl } from "../../hooks/use-site-url";
import { organization } from "../../../shared/structured-data";
import { JsonLd } from "./json-ld";

/** The company as a schema.org Organization, for the home page's head. */
export function OrganizationJsonLd() {
  const site = useSiteContent();
  const { allOffice } = useStaticQuery<Queries.OrganizationOfficesQuery>(graphql`
    query OrganizationOffices {
      allOffice {
        nodes {
          city
          countryCode
          address
          zip
        }
      }
    }
  `);
  return <JsonLd data={organization(site, allOffice.nodes, useSiteUrl())} />;
}
