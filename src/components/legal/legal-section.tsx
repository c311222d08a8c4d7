import { css, useTheme } from "@emotion/react";
import { LegalTable } from "./legal-table";

type Props = {
  section: {
    id: string;
    heading: string;
    paragraphs: readonly string[];
    list: readonly string[] | null;
    table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } | null;
  };
};

/** One numbered section of a legal page; its h2 carries the id the table of contents links to. */
export function LegalSection({ section }: Props) {
  const theme = useTheme();
  return (
    <section aria-labelledby={section.id} css={css`margin-bottom: ${theme.space[10]};`}>
      <h2 id={section.id} css={css`font-size: ${theme.fontSizes["2xl"]}; scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});`}>
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && <LegalTable table={section.table} />}
    </section>
  );
}
