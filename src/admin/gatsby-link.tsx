import type { AnchorHTMLAttributes } from "react";
import site from "../../data/site.json";

/**
 * `gatsby` in the editor's preview bundle, which has no Gatsby runtime: Link is a plain link,
 * navigating or prefetching does nothing, and the one static query the previewed components make
 * (the site's texts, src/hooks/use-site-content.ts) is answered from data/site.json as bundled.
 */
export const navigate = (_to: string) => Promise.resolve(undefined);
export const prefetchPathname = (_path: string) => undefined;
export const graphql = (..._query: unknown[]) => "";
export const useStaticQuery = () => ({ siteContent: site });

export function Link({
  to,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }) {
  const { activeClassName: _active, partiallyActive: _partially, ...anchor } = rest;
  return (
    <a {...anchor} href={to}>
      {children}
    </a>
  );
}
