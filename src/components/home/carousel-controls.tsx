import { css, keyframes } from "@emotion/react";
import { memo, type CSSProperties } from "react";
import type { useCarousel } from "../../hooks/use-carousel";
import { theme } from "../../../content-model/theme";
import { fillTemplate } from "../ui/fill-template";
import { visuallyHidden } from "../ui/visually-hidden";
import { textId } from "../ui/text-id";

// The browser fills the bar (a transform animation, off the main thread); the component renders once per slide, not every tick.
const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

/** The carousel's texts from data/home.json `carousel`. */
export type CarouselLabels = {
  readonly roleDescription: string;
  readonly slideRoleDescription: string;
  /** The slide group's name, e.g. "2 of 4": `{number}` and `{count}`. */
  readonly slidePosition: string;
  /** A dot button's name, e.g. "Slide 3: Security Built In": `{number}` and `{title}`. */
  readonly slideButton: string;
  readonly pauseLabel: string;
  readonly playLabel: string;
  /** Read by screen readers only, after Pause or Play. */
  readonly toggleHidden: string;
};

/** The id of slide `position` of the carousel headed `heading`: the dots' aria-controls name it. */
export const slideIdOf = (heading: string, position: number) => textId(heading, `slide-${position}`);

type Props = {
  carousel: ReturnType<typeof useCarousel>;
  slides: readonly { readonly title: string }[];
  /** The carousel's heading, which the slides' ids are made from (slideIdOf). */
  heading: string;
  labels: CarouselLabels;
};

// Styles are made once, here; a render picks among them (Emotion takes a ready object without hashing it).
const controlsCss = css`
  margin-top: ${theme.space[6]};
`;
const trackCss = css`
  height: ${theme.sizes.progress};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.border};
  overflow: hidden;
`;
// The wait's length and its steps come from data (use-carousel): the bar reads them from custom
// properties. It runs while it has RUNNING_ATTRIBUTE.
const RUNNING_ATTRIBUTE = "data-running";
const barCss = css`
  height: 100%;
  background: ${theme.colors.primary};
  transform-origin: left;
  transform: scaleX(0);
  &[${RUNNING_ATTRIBUTE}] {
    animation: ${fill} var(--progress-duration) steps(var(--progress-steps)) forwards;
  }
`;
const rowCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space[2]};
`;
const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.target};
  min-height: ${theme.sizes.target};
  border: 0;
  background: transparent;
  cursor: pointer;
  position: relative;
`;
const toggleCss = css`
  ${control};
  gap: ${theme.space[2]};
  padding: 0 ${theme.space[3]};
  margin-left: -${theme.space[3]};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
`;
const dotsCss = css`
  list-style: none;
  display: flex;
  margin: 0;
  padding: 0;
`;
// The current dot is drawn from its button's aria-current: a pill where the others are dots.
// Each dot holds both shapes, the dot and the pill, and a turn crossfades them: an opacity
// transition the compositor runs. (A clip-path or width transition repainted the row on the main
// thread in every frame of a turn's first 250 ms: 15 frames, seen in a performance trace.)
const CURRENT_DOT_WIDTH = 2.5; // the current dot's pill, in dot widths
const dotCss = css`
  position: relative;
  width: calc(${theme.sizes.dot} * ${CURRENT_DOT_WIDTH});
  height: ${theme.sizes.dot};
  &::before,
  &::after {
    content: "";
    position: absolute;
    top: 0;
    bottom: 0;
    border-radius: ${theme.radii.pill};
    transition: opacity ${theme.transitions.normal};
  }
  &::before {
    left: calc(50% - ${theme.sizes.dot} / 2);
    width: ${theme.sizes.dot};
    background: ${theme.colors.muted};
  }
  &::after {
    left: 0;
    right: 0;
    background: ${theme.colors.primary};
    opacity: 0;
  }
  [aria-current="true"] > & {
    &::before {
      opacity: 0;
    }
    &::after {
      opacity: 1;
    }
  }
`;

/** The carousel's progress bar, its pause/play button and one dot button per slide. */
export function CarouselControls({ carousel, slides, heading, labels }: Props) {
  const { progress } = carousel;
  const timing = {
    "--progress-duration": `${progress.durationMs}ms`,
    "--progress-steps": progress.steps,
  } as CSSProperties;
  const bar = progress.running ? { [RUNNING_ATTRIBUTE]: "" } : {};
  return (
    <div css={controlsCss}>
      <div aria-hidden="true" css={trackCss}>
        <div key={progress.key} data-testid="carousel-progress" {...bar} css={barCss} style={timing} />
      </div>
      <div css={rowCss}>
        <button type="button" onClick={carousel.togglePlaying} css={toggleCss}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
            {carousel.playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2l10 6-10 6z" />}
          </svg>
          {carousel.playing ? labels.pauseLabel : labels.playLabel}
          <span css={visuallyHidden}>{` ${labels.toggleHidden}`}</span>
        </button>
        <Dots heading={heading} slides={slides} index={carousel.index} goTo={carousel.goTo} labels={labels} />
      </div>
    </div>
  );
}

/** One dot button per slide, rendered again only when the slide shown changes (as the slides are). */
const Dots = memo(function Dots({
  heading,
  slides,
  index,
  goTo,
  labels,
}: Pick<Props, "heading" | "slides" | "labels"> & { index: number; goTo: (position: number) => void }) {
  return (
    <ul css={dotsCss}>
      {slides.map((slide, position) => (
        <li key={slide.title}>
          <button
            type="button"
            aria-controls={slideIdOf(heading, position)}
            aria-current={position === index ? "true" : undefined}
            onClick={() => goTo(position)}
            css={control}
          >
            <span css={visuallyHidden}>
              {fillTemplate(labels.slideButton, { number: position + 1, title: slide.title })}
            </span>
            <span aria-hidden="true" css={dotCss} />
          </button>
        </li>
      ))}
    </ul>
  );
});
