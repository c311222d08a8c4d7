import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";
import { Section } from "../ui/section";

type Props = {
  heading: string;
  links: readonly { label: string; to: string; description?: string | null }[];
  tone?: "plain" | "alt";
};

/** One group of the sitemap page: a heading and its pages, each with a line on what it holds. */
export function SitemapList({ heading, links, tone }: Props) {
  const theme = useTheme();
  return (
    <Section heading={heading} tone={tone}>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[4]};
          grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
        `}
      >
        {links.map((link) => (
          <li
            key={link.to}
            css={css`
              padding: ${theme.space[4]};
              border: 1px solid ${theme.colors.border};
              border-radius: ${theme.radii.md};
              background: ${theme.colors.surface};
            `}
          >
            <Link
              to={link.to}
              css={css`
                font-weight: ${theme.fontWeights.semibold};
              `}
            >
              {link.label}
            </Link>
            {link.description && (
              <p
                css={css`
                  margin: ${theme.space[1]} 0 0;
                  color: ${theme.colors.muted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                {link.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
