import { css, useTheme } from "@emotion/react";
import { fillTemplate } from "../ui/fill-template";
import { LegalTable } from "./legal-table";

type Props = {
  section: {
    id: string;
    heading: string;
    paragraphs: readonly string[];
    list: readonly string[] | null;
    table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } | null;
  };
  /** Site constants the texts quote as `{name}` (content-model/data-schemas.ts LEGAL_PLACEHOLDERS), e.g. retentionDays. */
  constants: Record<string, number>;
};

/** One numbered section of a legal page; its h2 carries the id the table of contents links to. */
export function LegalSection({ section, constants }: Props) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={section.id}
      css={css`
        margin-bottom: ${theme.space[10]};
      `}
    >
      <h2
        id={section.id}
        css={css`
          font-size: ${theme.fontSizes["2xl"]};
          scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
        `}
      >
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{fillTemplate(paragraph, constants)}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{fillTemplate(item, constants)}</li>
          ))}
        </ul>
      )}
      {section.table && <LegalTable table={section.table} />}
    </section>
  );
}
