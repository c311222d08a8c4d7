import { css, useTheme } from "@emotion/react";

type Props = { heading: string; sections: readonly { id: string; heading: string }[] };

/** The table of contents: a link to each section's h2 (in-page anchors, so plain links are right here). */
export function LegalToc({ heading, sections }: Props) {
  const theme = useTheme();
  return (
    <nav
      aria-labelledby="toc-heading"
      css={css`
        background: ${theme.colors.surfaceAlt};
        border-radius: ${theme.radii.md};
        padding: ${theme.space[6]};
        margin: ${theme.space[8]} 0;
      `}
    >
      <h2
        id="toc-heading"
        css={css`
          font-size: ${theme.fontSizes.lg};
        `}
      >
        {heading}
      </h2>
      <ol
        css={css`
          margin: 0;
          padding-left: ${theme.space[5]};
          columns: 18rem 2;
          column-gap: ${theme.space[8]};
        `}
      >
        {sections.map((section) => (
          <li
            key={section.id}
            css={css`
              margin-bottom: ${theme.space[1]};
              break-inside: avoid;
            `}
          >
            <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, "")}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
