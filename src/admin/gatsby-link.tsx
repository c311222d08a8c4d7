import type { AnchorHTMLAttributes } from "react";

/**
 * Gatsby's Link in the editor's preview (the bundle's `gatsby`): a plain link, since the preview
 * has no Gatsby runtime; the components import nothing else from gatsby at run time.
 */
export function Link({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }) {
  const { activeClassName: _active, partiallyActive: _partially, ...anchor } = rest;
  return <a {...anchor} href={to} />;
}
