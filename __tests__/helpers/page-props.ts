import type { HeadProps, PageProps } from "gatsby";

/**
 * A page's or template's props with `data` typed as its page query's result (Queries.*, generated
 * from the page query by the build): a fixture that no longer matches the query fails `tsc`.
 * Only what Gatsby adds around the data (location, context…) is filled in loosely.
 */
export function pageProps<Query>(
  data: Query,
  location: Partial<Location> = { pathname: "/", search: "" },
): PageProps<Query> {
  return { data, location, pageContext: {}, params: {}, path: location.pathname } as unknown as PageProps<Query>;
}

export function headProps<Query>(
  data: Query,
  location: Partial<Location> = { pathname: "/", search: "" },
): HeadProps<Query> {
  return { data, location, pageContext: {}, params: {} } as unknown as HeadProps<Query>;
}
