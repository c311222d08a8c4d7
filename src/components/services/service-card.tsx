import { css } from "@emotion/react";
import { Link } from "../ui/link";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { memo, type CSSProperties } from "react";
import { staticContent } from "gatsby-plugin-islands";
import { theme } from "../../../content-model/theme";
import { fillTemplate } from "../ui/fill-template";
import { Icon, type IconName } from "../ui/icon";
import { ResponsiveImage } from "../ui/responsive-image";
import { visuallyHidden } from "../ui/visually-hidden";
import { servicePath } from "../../../shared/routes";
import type { ItemProps } from "../../hooks/use-hovered-id";

export type ServiceCardData = {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly icon: IconName;
  readonly color: string;
  readonly features: readonly string[];
  readonly image: IGatsbyImageData | null | undefined;
};

/** The card's link texts, from data/service-pages.json: "Learn More", and for screen readers "about {title}". */
export type ServiceCardLabels = { readonly cardLinkLabel: string; readonly cardLinkHidden: string };
type Props = {
  service: ServiceCardData;
  labels: ServiceCardLabels;
  highlighted: boolean;
  handlers: ItemProps;
  /** 2 for cards right under the page's h1, 3 for cards under a group's own heading. */
  headingLevel?: 2 | 3;
};

/** The card's id on the Services page, the target of its compact index. */
export const serviceAnchor = (slug: string) => `service-${slug}`;

// Made once: the service's colour comes in as the custom property --accent, the highlight through
// data-highlighted, so that every render passes Emotion the same ready objects.
const cardCss = css`
  display: flex;
  flex-direction: column;
  /* Reached from the page's index: clear of the sticky header. */
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.sm};
  transform: none;
  transition:
    box-shadow ${theme.transitions.normal},
    transform ${theme.transitions.normal},
    border-color ${theme.transitions.normal};
  /* The picture rounds its own corners: clipping the whole card cut its heading at 200 % text. */
  & > picture {
    border-radius: calc(${theme.radii.lg} - 1px) calc(${theme.radii.lg} - 1px) 0 0;
  }
  &[data-highlighted="true"] {
    border-color: var(--accent);
    box-shadow: ${theme.shadows.lg};
    transform: translateY(-4px);
  }
`;
const bodyCss = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${theme.space[6]};
`;
const badgeCss = css`
  display: inline-flex;
  align-self: flex-start;
  margin: -${theme.space[12]} 0 ${theme.space[4]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.inverse};
  background: var(--accent);
  box-shadow: ${theme.shadows.md};
  position: relative;
`;
const titleCss = css`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space[2]};
`;
const summaryCss = css`
  color: ${theme.colors.muted};
`;
const featuresCss = css`
  list-style: none;
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  flex: 1;
`;
const featureCss = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: baseline;
  margin-bottom: ${theme.space[2]};
`;
const checkCss = css`
  color: ${theme.colors.success};
  flex: none;
  position: relative;
  top: 0.2em;
`;
const linkCss = css`
  font-weight: ${theme.fontWeights.semibold};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.target};
`;

/**
 * One card of the Services page: illustration, icon, title, summary, four features and Learn More.
 * Memoised: a hover re-renders the card whose highlight changes, not the whole grid. Only that
 * highlight changes: the content is static (staticContent), which the island does not hydrate.
 */
export const ServiceCard = memo(function ServiceCard({
  service,
  labels,
  highlighted,
  handlers,
  headingLevel = 2,
}: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <li
      {...handlers}
      id={serviceAnchor(service.slug)}
      data-highlighted={highlighted}
      css={cardCss}
      style={{ "--accent": service.color } as CSSProperties}
      {...staticContent(
        serviceAnchor(service.slug),
        <>
          {/* Decorative here: the service's own page shows the same picture with its description, and
            fifteen descriptions read out before fifteen headings would slow down a screen reader's list. */}
          <ResponsiveImage image={service.image} alt="" />
          <div css={bodyCss}>
            <span css={badgeCss}>
              <Icon name={service.icon} size={28} />
            </span>
            <Heading css={titleCss}>{service.title}</Heading>
            <p css={summaryCss}>{service.summary}</p>
            <ul css={featuresCss}>
              {service.features.map((feature) => (
                <li key={feature} css={featureCss}>
                  <span css={checkCss}>
                    <Icon name="check" size={16} />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <Link to={servicePath(service.slug)} css={linkCss}>
              {labels.cardLinkLabel}
              <span css={visuallyHidden}>{` ${fillTemplate(labels.cardLinkHidden, { title: service.title })}`}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </>,
      )}
    />
  );
});
