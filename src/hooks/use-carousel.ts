import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type WheelEvent } from "react";

/** The slide `index` names, counting on from the last to the first and back. */
const wrap = (index: number, count: number) => ((index % count) + count) % count;

export type CarouselOptions = {
  /** Number of slides. */
  count: number;
  /** Time each slide stays before the next one (data/site.json `carouselIntervalMs`). */
  intervalMs: number;
  /** How often the progress bar moves on (`carouselProgressTickMs`): it advances in steps of this length. */
  tickMs: number;
  /** Horizontal wheel distance that moves one slide (`carouselWheelThreshold`). */
  wheelThreshold: number;
  /** Under prefers-reduced-motion the carousel starts paused and never rotates on its own. */
  reducedMotion?: boolean;
};

/**
 * Holds the slides still while the pointer is over the carousel or focus is inside it (WCAG 2.2.2).
 * One state for both, set only when it changes, so that a tap, which brings the pointer and then
 * focus, renders once and not twice; which holders there are is kept without a render.
 */
function useHold() {
  const holders = useRef({ hovered: false, focused: false, held: false });
  const [held, setHeld] = useState(false);
  const hold = useCallback((holder: "hovered" | "focused", on: boolean) => {
    const now = holders.current;
    now[holder] = on;
    if (now.held === (now.hovered || now.focused)) return;
    now.held = !now.held;
    setHeld(now.held);
  }, []);
  // Focus moving between two elements inside the carousel fires blur then focus; the ref lets
  // the blur handler ignore moves that stay inside.
  const root = useRef<HTMLElement | null>(null);
  // Focus or the pointer may have come in before this code ran (the page's HTML is there first):
  // what the DOM says then holds the slides still as the events would have.
  useEffect(() => {
    const element = root.current;
    if (element?.contains(document.activeElement)) hold("focused", true);
    if (element?.matches(":hover")) hold("hovered", true);
  }, [hold]);
  const holdProps = {
    ref: root,
    onMouseEnter: () => hold("hovered", true),
    onMouseLeave: () => hold("hovered", false),
    onFocus: () => hold("focused", true),
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) hold("focused", false);
    },
  };
  return { held, holdProps };
}

/**
 * While `rotating`, moves to the next slide every `intervalMs`; `moves` (bumped by every visitor
 * move) restarts the wait. Returns the number of waits begun, each drawn as a fresh progress bar.
 * The server's HTML has none (an empty bar): the first begins when the island hydrates, so the bar
 * and the timer start together.
 */
function useRotation(rotating: boolean, moves: number, count: number, intervalMs: number, advance: () => void) {
  const [waits, setWaits] = useState(0);
  useEffect(() => {
    if (!rotating) return;
    // Each advance schedules the next one itself, so the rhythm does not depend on re-renders.
    let timer = 0;
    const schedule = () => {
      setWaits((n) => n + 1);
      timer = window.setTimeout(() => {
        advance();
        schedule();
      }, intervalMs);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [rotating, moves, count, intervalMs, advance]);
  return waits;
}

/** A horizontal wheel move past `threshold` and the arrow keys move one slide. */
function useSlideKeys(next: () => void, previous: () => void, threshold: number) {
  const onWheel = useCallback(
    (event: Pick<WheelEvent, "deltaX">) => {
      if (Math.abs(event.deltaX) < threshold) return;
      if (event.deltaX > 0) next();
      else previous();
    },
    [threshold, next, previous],
  );
  const onKeyDown = useCallback(
    (event: Pick<KeyboardEvent, "key" | "preventDefault">) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      if (event.key === "ArrowRight") next();
      else previous();
    },
    [next, previous],
  );
  return { onWheel, onKeyDown };
}

/**
 * State of an auto-rotating carousel (the index advances by one modulo the slide count
 * every interval; a dot or wheel move sets or shifts it and restarts the wait). For WCAG 2.2.2 it
 * can be paused, it holds still while the pointer or keyboard focus is inside it, and it does not
 * rotate by itself when the visitor prefers reduced motion.
 */
export function useCarousel({ count, intervalMs, tickMs, wheelThreshold, reducedMotion = false }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { held, holdProps } = useHold();
  // Bumped by every visitor move, so the wait restarts even when the index does not change.
  const [moves, setMoves] = useState(0);
  const rotating = playing && !reducedMotion && !held && count > 1;
  const advance = useCallback(() => setIndex((current) => wrap(current + 1, count)), [count]);
  const waits = useRotation(rotating, moves, count, intervalMs, advance);

  useEffect(() => {
    // Deliberate: the preference is known only after hydration; it stops the rotation as the pause
    // button does, and it stays stopped if the preference is lifted later.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const move = useCallback(
    (target: (current: number) => number) => {
      setIndex((current) => wrap(target(current), count));
      setMoves((n) => n + 1);
    },
    [count],
  );
  const goTo = useCallback((target: number) => move(() => target), [move]);
  const next = useCallback(() => move((current) => current + 1), [move]);
  const previous = useCallback(() => move((current) => current - 1), [move]);
  const togglePlaying = useCallback(() => setPlaying((current) => !current), []);
  const { onWheel, onKeyDown } = useSlideKeys(next, previous, wheelThreshold);

  return {
    index,
    progress: {
      /** Changes whenever the wait starts again (next slide, a visitor's move, rotation resumed): the bar starts from 0. */
      key: waits,
      /** Whether the bar fills; when the slides hold still it stays empty, as the wait will start afresh. */
      running: rotating && waits > 0,
      durationMs: intervalMs,
      /** The bar moves on every `tickMs`: intervalMs / tickMs steps. */
      steps: Math.max(1, Math.round(intervalMs / tickMs)),
    },
    /** The visitor's choice (the pause/play button). */
    playing,
    /** Whether the slides are rotating by themselves right now. */
    rotating,
    goTo,
    next,
    previous,
    togglePlaying,
    onWheel,
    onKeyDown,
    containerProps: { ...holdProps, onWheel, onKeyDown },
    /** WAI-ARIA carousel pattern: silent while rotating by itself, polite otherwise. */
    live: rotating ? ("off" as const) : ("polite" as const),
  };
}
