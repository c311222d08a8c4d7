import { createContext, useContext, type AnchorHTMLAttributes } from "react";

/** The path of the page being rendered, so that a link to it can say so (aria-current). */
export const CurrentPath = createContext<string | null>(null);

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/**
 * The one internal link: a plain `<a href>`, which the browser prefetches and navigates by itself
 * (no router runs in a built page); a link to the page it is on is marked `aria-current="page"`.
 */
export function Link({ to, children, ...rest }: Props) {
  const current = useContext(CurrentPath);
  return (
    <a href={to} aria-current={current === to ? "page" : undefined} {...rest}>
      {children}
    </a>
  );
}
