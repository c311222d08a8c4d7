import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mq } from "../../../content-model/theme";
import { Container } from "../ui/container";
import { ResponsiveImage } from "../ui/responsive-image";

type Props = {
  service: {
    readonly title: string;
    readonly category: string;
    readonly description: string;
    /** What the picture shows (data/services/<slug>.json `imageAlt`). */
    readonly imageAlt: string;
  };
  image: IGatsbyImageData | null | undefined;
  back: { readonly label: string; readonly to: string };
};

/** The top of a service page: back link, category badge, the page's h1, description and illustration. */
export function ServiceHero({ service, image, back }: Props) {
  const theme = useTheme();
  return (
    <div
      css={css`
        background: ${theme.gradients.soft};
        padding: ${theme.space[10]} 0 ${theme.space[16]};
      `}
    >
      <Container>
        <Link
          to={back.to}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            min-height: ${theme.sizes.target};
            font-weight: ${theme.fontWeights.semibold};
            margin-bottom: ${theme.space[6]};
          `}
        >
          <span aria-hidden="true">←</span>
          {back.label}
        </Link>
        <div
          css={css`
            display: grid;
            /* minmax(0, …): a long word of the title wraps instead of widening the page (1.4.12 at 320 px). */
            grid-template-columns: minmax(0, 1fr);
            gap: ${theme.space[10]};
            align-items: center;
            ${mq("lg")} {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
          `}
        >
          <div>
            <p
              css={css`
                display: inline-block;
                padding: ${theme.space[1]} ${theme.space[3]};
                border-radius: ${theme.radii.pill};
                background: ${theme.colors.primarySoft};
                color: ${theme.colors.primaryDark};
                font-size: ${theme.fontSizes.sm};
                font-weight: ${theme.fontWeights.semibold};
              `}
            >
              {service.category}
            </p>
            <h1
              css={css`
                font-size: ${theme.fontSizes["4xl"]};
              `}
            >
              {service.title}
            </h1>
            <p
              css={css`
                font-size: ${theme.fontSizes.lg};
                color: ${theme.colors.muted};
                margin: 0;
              `}
            >
              {service.description}
            </p>
          </div>
          <ResponsiveImage
            image={image}
            alt={service.imageAlt}
            eager
            css={css`
              border-radius: ${theme.radii.lg};
              box-shadow: ${theme.shadows.lg};
            `}
          />
        </div>
      </Container>
    </div>
  );
}
