import { css, useTheme } from "@emotion/react";
import { useSiteContent } from "../../hooks/use-site-content";
import { VisuallyHidden } from "../ui/visually-hidden";

type Props = { tone?: "dark" | "light" };

/** The company's social profiles; they open in a new tab, without giving that tab a handle on ours. */
export function SocialLinks({ tone = "dark" }: Props) {
  const theme = useTheme();
  const { social, labels } = useSiteContent();
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[2]};
      `}
    >
      {social.map((profile) => (
        <li key={profile.url}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            css={css`
              display: inline-block;
              /* A one-letter name ("X") would make a circle, whose focus ring curves away from its sides. */
              min-width: 4rem;
              text-align: center;
              padding: ${theme.space[1]} ${theme.space[3]};
              border: 1px solid ${tone === "dark" ? theme.colors.inverseMuted : theme.colors.border};
              border-radius: ${theme.radii.pill};
              color: ${tone === "dark" ? theme.colors.inverse : theme.colors.ink};
              text-decoration: none;
              &:hover {
                color: ${tone === "dark" ? theme.colors.inverse : theme.colors.primary};
                border-color: currentColor;
              }
            `}
          >
            {profile.name}
            <VisuallyHidden>{` ${labels.newTabHidden}`}</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
