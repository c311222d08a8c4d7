import type { AnchorHTMLAttributes } from "react";

/**
 * `gatsby` in the editor's preview bundle, which has no Gatsby runtime: Link is a plain link, and
 * navigating or prefetching (used by `<>` for kept server HTML, never in the preview) does nothing.
 */
export const navigate = (_to: string) => Promise.resolve(undefined);
export const prefetchPathname = (_path: string) => undefined;

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
