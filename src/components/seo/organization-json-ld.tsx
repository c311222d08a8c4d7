import { useSiteContent, useSiteUrl } from "../../hooks/use-site-content";
import { organization, type OfficeFacts } from "../../../shared/structured-data";
import { JsonLd } from "./json-ld";

/** The company as a schema.org Organization, for the home page's head; its offices from the page's query. */
export function OrganizationJsonLd({ offices }: { offices: readonly OfficeFacts[] }) {
  return <JsonLd data={organization(useSiteContent(), offices, useSiteUrl())} />;
}
