import { css } from "@emotion/react";
import { CurrentPath, Link } from "../ui/link";
import { useMenuDisclosure } from "../../hooks/use-disclosure";
import { mq, theme } from "../../../content-model/theme";
import { Logo } from "./logo";
import { MenuButton } from "./menu-button";

const MENU_ID = "site-menu";

// Every style is made once, here: a render only picks ready objects, which Emotion neither serialises nor hashes again.
const headerCss = css`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;
const barCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  max-width: ${theme.sizes.container};
  min-height: ${theme.sizes.header};
  margin: 0 auto;
  padding: ${theme.space[2]} ${theme.space[4]};
`;
const navCss = (open: boolean) => css`
  display: ${open ? "block" : "none"};
  flex-basis: 100%;
  ${mq("md")} {
    display: block;
    flex-basis: auto;
  }
`;
const navOpenCss = navCss(true);
const navClosedCss = navCss(false);
const listCss = css`
  list-style: none;
  margin: 0;
  padding: ${theme.space[2]} 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  ${mq("md")} {
    flex-direction: row;
    align-items: center;
    padding: 0;
  }
`;
const navLink = css`
  display: block;
  padding: ${theme.space[2]} ${theme.space[3]};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  border-radius: ${theme.radii.sm};
  &:hover,
  &[aria-current="page"] {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
`;
const ctaLink = css`
  ${navLink};
  color: ${theme.colors.inverse};
  background: ${theme.colors.primary};
  text-align: center;
  &:hover,
  &[aria-current="page"] {
    color: ${theme.colors.inverse};
    background: ${theme.colors.primaryDark};
  }
  ${mq("md")} {
    margin-left: ${theme.space[2]};
  }
`;

type NavLink = { readonly to: string; readonly label: string };
export type HeaderProps = {
  readonly companyName: string;
  readonly logo: { readonly alt: string; readonly sources: readonly string[] };
  readonly nav: readonly NavLink[];
  readonly navCta: NavLink;
  readonly labels: { readonly menu: string; readonly mainNav: string };
  /** The page's path: its link is marked as the current page. */
  readonly path: string;
};

/** Top navigation; below the md breakpoint the links fold into a menu opened by a toggle button. */
export function Header({ path, ...site }: HeaderProps) {
  const { open, toggle, close, buttonRef, panelRef } = useMenuDisclosure();
  return (
    <CurrentPath.Provider value={path}>
      <header data-print="hide" css={headerCss}>
        <div css={barCss}>
          <Logo companyName={site.companyName} alt={site.logo.alt} sources={site.logo.sources} onNavigate={close} />
          <MenuButton ref={buttonRef} label={site.labels.menu} open={open} controls={MENU_ID} onToggle={toggle} />
          <nav ref={panelRef} id={MENU_ID} aria-label={site.labels.mainNav} css={open ? navOpenCss : navClosedCss}>
            <ul css={listCss}>
              {site.nav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} css={navLink} onClick={close}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={site.navCta.to} onClick={close} css={ctaLink}>
                  {site.navCta.label}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </CurrentPath.Provider>
  );
}
