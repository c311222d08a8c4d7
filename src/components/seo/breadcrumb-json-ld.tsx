import { useSiteUrl } from "../../hooks/use-site-url";
import { breadcrumbs } from "../../seo/structured-data";
import { JsonLd } from "./json-ld";

type Props = { items: readonly { name: string; path: string }[] };

/** The trail from Home to this page as a schema.org BreadcrumbList. */
export function BreadcrumbJsonLd({ items }: Props) {
  return <JsonLd data={breadcrumbs([{ name: "Home", path: "/" }, ...items], useSiteUrl())} />;
}
