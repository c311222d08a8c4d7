import { useSiteContent, useSiteUrl } from "../../hooks/use-site-content";
import { breadcrumbs } from "../../../shared/structured-data";
import { JsonLd } from "./json-ld";

type Props = { items: readonly { name: string; path: string }[] };

/** The trail from Home to this page as a schema.org BreadcrumbList; the first step's name is data/site.json `seo.breadcrumbs.home`. */
export function BreadcrumbJsonLd({ items }: Props) {
  const home = useSiteContent().seo.breadcrumbs.home;
  return <JsonLd data={breadcrumbs([{ name: home, path: "/" }, ...items], useSiteUrl())} />;
}
