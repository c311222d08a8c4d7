import { css, useTheme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mq } from "../../../content-model/theme";
import { Container } from "../ui/container";
import { FigureList } from "../ui/figure-list";
import { ResponsiveImage } from "../ui/responsive-image";

type Props = {
  paragraphs: readonly string[];
  image: IGatsbyImageData | null | undefined;
  /** What the picture shows (data/about.json `imageAlt`). */
  imageAlt: string;
  figures: readonly { readonly value: string; readonly label: string }[];
};

/** Who the company is, next to a picture of the team, followed by its four key figures. */
export function AboutIntro({ paragraphs, image, imageAlt, figures }: Props) {
  const theme = useTheme();
  return (
    <div
      css={css`
        padding: ${theme.space[16]} 0;
      `}
    >
      <Container>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[10]};
            align-items: center;
            ${mq("lg")} {
              grid-template-columns: 1fr 1fr;
            }
          `}
        >
          <div
            css={css`
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ResponsiveImage
            image={image}
            alt={imageAlt}
            css={css`
              border-radius: ${theme.radii.lg};
              box-shadow: ${theme.shadows.md};
            `}
          />
        </div>
        <div
          css={css`
            margin-top: ${theme.space[12]};
          `}
        >
          <FigureList figures={figures} />
        </div>
      </Container>
    </div>
  );
}
