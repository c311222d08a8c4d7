/**
 * The home carousel turns every `carouselIntervalMs` (data/site.json constants) from the moment the page is shown.
 * Starting the app on arrival only for that was the whole of the home page's blocking
 * (docs/decisions/0003). Until the app takes the carousel over, this turns it on the
 * server's HTML instead, writing what the component renders for the next slide: the slides'
 * `hidden`, the dots' `aria-current`, and a fresh progress bar, as React's new key gives it.
 *
 * When the carousel hydrates, its component takes the slide shown and the time already waited
 * (takeOverRotation) and goes on from there; Preact keeps the DOM it hydrates, which shows that
 * slide. Only a visitor who has not touched the page sees this: any interaction starts the app
 * (./start.ts), and a pointer over the carousel or focus in it hydrates the carousel first.
 */
import { prefersReducedMotion } from "./reduced-motion";

/** What the carousel writes in its HTML (strengths-carousel.tsx) for its rotation to run before the app. */
export const ROTATION_ATTRIBUTES = {
  /** On the carousel: its key (the heading's id), which the component hands to takeOverRotation. */
  root: "data-rotation",
  /** On the carousel: milliseconds each slide stays (data/site.json `carouselIntervalMs`). */
  interval: "data-rotation-interval",
  slide: "data-rotation-slide",
  /** On each slide's dot button, in the slides' order. */
  dot: "data-rotation-dot",
  bar: "data-rotation-bar",
} as const;
/** On the progress bar while a wait runs: its CSS animation fills the bar (carousel-controls.tsx). */
export const RUNNING_ATTRIBUTE = "data-running";

/** The slide `index` stands for, turning past the last back to the first (the index turns modulo the slide count). */
export const wrapSlide = (index: number, count: number) => ((index % count) + count) % count;

/** Where a rotation that ran before the app had got to: the slide shown and how long it has been waited on. */
export type RotationState = { index: number; elapsedMs: number };

type Rotation = { index: number; waitStarted: number; intervalMs: number; timer: number };
const rotations = new Map<string, Rotation>();

/** Whether a document has a carousel that turns on its own. */
export const hasRotation = (root: ParentNode) => root.querySelector(`[${ROTATION_ATTRIBUTES.root}]`) !== null;

/** Shows slide `index` of a carousel's server HTML, as the component renders it. */
export function showSlide(carousel: Element, index: number): void {
  carousel
    .querySelectorAll<HTMLElement>(`[${ROTATION_ATTRIBUTES.slide}]`)
    .forEach((slide, position) => (slide.hidden = position !== index));
  carousel.querySelectorAll(`[${ROTATION_ATTRIBUTES.dot}]`).forEach((dot, position) => {
    if (position === index) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  });
}

/** Starts the progress bar's wait afresh: a new element, as the component's new key makes one. */
function restartBar(carousel: Element): void {
  const bar = carousel.querySelector(`[${ROTATION_ATTRIBUTES.bar}]`);
  if (!bar) return;
  const fresh = bar.cloneNode(true) as Element;
  fresh.setAttribute(RUNNING_ATTRIBUTE, "");
  bar.replaceWith(fresh);
}

/**
 * Turns every carousel of the server's HTML until its component takes it over. Nothing turns for a
 * visitor who asked for less motion (start.ts starts the app at once for them: the carousel's HTML
 * says it plays, and the component shows it paused).
 */
export function rotateBeforeStart(root: Document = document): void {
  if (prefersReducedMotion()) return;
  for (const carousel of root.querySelectorAll(`[${ROTATION_ATTRIBUTES.root}]`)) {
    const key = carousel.getAttribute(ROTATION_ATTRIBUTES.root) ?? "";
    const intervalMs = Number(carousel.getAttribute(ROTATION_ATTRIBUTES.interval));
    const count = carousel.querySelectorAll(`[${ROTATION_ATTRIBUTES.slide}]`).length;
    if (!key || rotations.has(key) || count < 2 || !(intervalMs > 0)) continue;
    const rotation: Rotation = { index: 0, waitStarted: 0, intervalMs, timer: 0 };
    const wait = () => {
      rotation.waitStarted = performance.now();
      restartBar(carousel);
      rotation.timer = window.setTimeout(turn, intervalMs);
    };
    const turn = () => {
      // The page was left (a client-side navigation) before the carousel was taken over.
      if (!carousel.isConnected) return void rotations.delete(key);
      rotation.index = wrapSlide(rotation.index + 1, count);
      showSlide(carousel, rotation.index);
      wait();
    };
    rotations.set(key, rotation);
    wait();
  }
}

/**
 * Stops the rotation of carousel `key` and says where it had got to, once; undefined when none ran
 * (on the server, after a client-side navigation, for a visitor who asked for less motion).
 */
export function takeOverRotation(key: string): RotationState | undefined {
  const rotation = rotations.get(key);
  if (!rotation) return undefined;
  window.clearTimeout(rotation.timer);
  rotations.delete(key);
  return { index: rotation.index, elapsedMs: Math.min(performance.now() - rotation.waitStarted, rotation.intervalMs) };
}
