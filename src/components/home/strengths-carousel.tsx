import { css, keyframes } from "@emotion/react";
import { memo } from "react";
import { useCarousel } from "../../hooks/use-carousel";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { focusRingOnLight, mq, theme } from "../../../content-model/theme";
import { Icon, type IconName } from "../ui/icon";
import { fillTemplate } from "../ui/fill-template";
import { Link } from "../ui/link";
import { textId } from "../ui/text-id";
import { visuallyHidden } from "../ui/visually-hidden";
import { CarouselControls, slideIdOf, type CarouselLabels } from "./carousel-controls";

/** From data/site.json's constants: how often it turns, how often its progress moves, how far a wheel turns it. */
export type CarouselTiming = {
  readonly carouselIntervalMs: number;
  readonly carouselProgressTickMs: number;
  readonly carouselWheelThreshold: number;
};

/** A slide: a result in a few words, and the case study it comes from (its page, and the link's words). */
type Slide = {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  readonly link?: { readonly to: string; readonly label: string; readonly hidden: string };
};

const fadeIn = keyframes`from { opacity: 0; transform: translateY(0.5rem); } to { opacity: 1; transform: none; }`;

const regionCss = css`
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  ${focusRingOnLight}
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  padding: ${theme.space[6]};
  min-width: 0;
  ${mq("sm")} {
    padding: ${theme.space[8]};
  }
`;
const headingCss = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;
// Every slide takes the same cell and the hidden ones keep their place unseen, so the box is as tall
// as the tallest slide and the page below it never moves when a slide turns.
const slidesCss = css`
  display: grid;
  min-height: 11rem;
`;
const slideCss = css`
  grid-area: 1 / 1;
  animation: ${fadeIn} ${theme.transitions.normal};
  &[hidden] {
    display: block;
    visibility: hidden;
  }
`;
const iconCss = css`
  display: inline-flex;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.primary};
  background: ${theme.colors.primarySoft};
`;
const titleCss = css`
  font-size: ${theme.fontSizes["2xl"]};
  margin: ${theme.space[4]} 0 ${theme.space[2]};
`;
const textCss = css`
  color: ${theme.colors.muted};
  margin: 0;
`;
const linkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.target};
  margin-top: ${theme.space[2]};
  font-weight: ${theme.fontWeights.semibold};
`;

/**
 * The home page's strengths carousel, built as the WAI-ARIA auto-rotating carousel: a
 * labelled region, slides as labelled groups, a pause/play button first, then the slide picker.
 * The server's HTML shows the first slide with an empty progress bar; the island (hydrated once
 * the page has loaded, src/islands/carousel.tsx) starts the rotation and the bar together.
 */
export function StrengthsCarousel({
  heading,
  slides,
  labels,
  timing,
}: {
  heading: string;
  slides: readonly Slide[];
  labels: CarouselLabels;
  timing: CarouselTiming;
}) {
  const id = textId(heading, "heading");
  const { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold } = timing;
  const carousel = useCarousel({
    count: slides.length,
    intervalMs: carouselIntervalMs,
    tickMs: carouselProgressTickMs,
    wheelThreshold: carouselWheelThreshold,
    reducedMotion: useReducedMotion(),
  });
  return (
    <section
      {...carousel.containerProps}
      aria-roledescription={labels.roleDescription}
      aria-labelledby={id}
      css={regionCss}
    >
      <h2 id={id} css={headingCss}>
        {heading}
      </h2>
      <div aria-live={carousel.live} aria-atomic="false" css={slidesCss}>
        <Slides heading={heading} slides={slides} index={carousel.index} labels={labels} />
      </div>
      <CarouselControls carousel={carousel} slides={slides} heading={heading} labels={labels} />
    </section>
  );
}

/**
 * The slides, rendered again only when the slide shown changes: a pointer coming over the carousel
 * or focus moving into it (a tap brings both) changes only whether it rotates.
 */
const Slides = memo(function Slides({
  heading,
  slides,
  index,
  labels,
}: {
  heading: string;
  slides: readonly Slide[];
  index: number;
  labels: CarouselLabels;
}) {
  return (
    <>
      {slides.map((slide, position) => (
        <div
          key={slide.title}
          id={slideIdOf(heading, position)}
          role="group"
          aria-roledescription={labels.slideRoleDescription}
          aria-label={fillTemplate(labels.slidePosition, { number: position + 1, count: slides.length })}
          hidden={position !== index}
          css={slideCss}
        >
          <span css={iconCss}>
            <Icon name={slide.icon} size={32} />
          </span>
          <h3 css={titleCss}>{slide.title}</h3>
          <p css={textCss}>{slide.description}</p>
          {slide.link && (
            <Link to={slide.link.to} css={linkCss}>
              {slide.link.label}
              <span css={visuallyHidden}> {slide.link.hidden}</span>
            </Link>
          )}
        </div>
      ))}
    </>
  );
});
