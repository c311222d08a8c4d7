import { REDUCED_MOTION_QUERY } from "../../src/browser/reduced-motion";
import {
  ROTATION_ATTRIBUTES,
  RUNNING_ATTRIBUTE,
  rotateBeforeStart,
  takeOverRotation,
} from "../../src/browser/rotation";

const { root, interval, slide, dot, bar } = ROTATION_ATTRIBUTES;

/** The carousel's server HTML, reduced to what the rotation reads and writes. */
function serverCarousel(key = "strengths") {
  document.body.innerHTML = `<section ${root}="${key}" ${interval}="4000">
    ${[0, 1, 2].map((n) => `<div role="group" ${slide}=""${n ? " hidden" : ""}>Slide ${n}</div>`).join("")}
    <div ${bar}=""></div>
    ${[0, 1, 2].map((n) => `<button ${dot}=""${n ? "" : ' aria-current="true"'}>${n}</button>`).join("")}
  </section>`;
}
const shown = () => [...document.querySelectorAll<HTMLElement>(`[${slide}]`)].map((element) => !element.hidden);
const current = () => [...document.querySelectorAll(`[${dot}]`)].map((element) => element.getAttribute("aria-current"));
const barElement = () => document.querySelector(`[${bar}]`)!;

let reduced = false;
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back, never called unbound.
const original = window.matchMedia;
beforeEach(() => {
  jest.useFakeTimers();
  reduced = false;
  // jsdom has no matchMedia: the visitor's setting, as the browser would answer it.
  window.matchMedia = ((query: string) => ({
    matches: query === REDUCED_MOTION_QUERY && reduced,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  takeOverRotation("strengths");
  jest.useRealTimers();
  window.matchMedia = original;
});

describe("the carousel's rotation before the app starts", () => {
  it("shows the next slide every interval, as the component would: hidden slides, the current dot, a fresh running bar", () => {
    serverCarousel();
    rotateBeforeStart();
    const firstBar = barElement();
    expect(firstBar.hasAttribute(RUNNING_ATTRIBUTE)).toBe(true);
    jest.advanceTimersByTime(3999);
    expect(shown()).toEqual([true, false, false]);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([false, true, false]);
    expect(current()).toEqual([null, "true", null]);
    expect(barElement()).not.toBe(firstBar);
    expect(barElement().hasAttribute(RUNNING_ATTRIBUTE)).toBe(true);
    jest.advanceTimersByTime(8000);
    expect(shown()).toEqual([true, false, false]);
    expect(current()).toEqual(["true", null, null]);
  });

  it("hands over where it got to once, and stops", () => {
    serverCarousel();
    rotateBeforeStart();
    jest.advanceTimersByTime(4000 + 1500);
    expect(takeOverRotation("strengths")).toEqual({ index: 1, elapsedMs: 1500 });
    expect(takeOverRotation("strengths")).toBeUndefined();
    jest.advanceTimersByTime(10_000);
    expect(shown()).toEqual([false, true, false]);
  });

  it("does not turn for a visitor who asked for less motion", () => {
    reduced = true;
    serverCarousel();
    rotateBeforeStart();
    jest.advanceTimersByTime(10_000);
    expect(shown()).toEqual([true, false, false]);
    expect(barElement().hasAttribute(RUNNING_ATTRIBUTE)).toBe(false);
    expect(takeOverRotation("strengths")).toBeUndefined();
  });

  it("stops when the page has been left before the app took the carousel over", () => {
    serverCarousel();
    rotateBeforeStart();
    document.body.innerHTML = "";
    jest.advanceTimersByTime(4000);
    expect(takeOverRotation("strengths")).toBeUndefined();
  });
});
