import { act, renderHook } from "@testing-library/react";
import site from "../../data/site.json";
import { useCarousel, type CarouselOptions } from "../../src/hooks/use-carousel";

const { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold } = site.constants;
const options: CarouselOptions = {
  count: 4,
  intervalMs: carouselIntervalMs,
  tickMs: carouselProgressTickMs,
  wheelThreshold: carouselWheelThreshold,
};
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useCarousel", () => {
  it("uses the spec's constants: 4000 ms, wheel threshold 30, progress every 16 ms", () => {
    expect([carouselIntervalMs, carouselWheelThreshold, carouselProgressTickMs]).toEqual([4000, 30, 16]);
  });

  it("advances by one at 4000 ms and not before", () => {
    const { result } = renderHook(() => useCarousel(options));
    expect(result.current.index).toBe(0);
    wait(3999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
    wait(4000);
    expect(result.current.index).toBe(2);
  });

  it("wraps from the last slide to the first (modulo the slide count)", () => {
    const { result } = renderHook(() => useCarousel(options));
    wait(4 * 4000);
    expect(result.current.index).toBe(0);
    wait(4000);
    expect(result.current.index).toBe(1);
  });

  it("fills the progress bar over 4000 ms in steps of 16 ms, starting afresh on each slide", () => {
    const { result } = renderHook(() => useCarousel(options));
    const first = result.current.progress;
    expect(first).toMatchObject({ running: true, durationMs: 4000, steps: 250 });
    wait(3999);
    expect(result.current.progress.key).toBe(first.key);
    wait(1);
    expect(result.current.index).toBe(1);
    expect(result.current.progress.running).toBe(true);
    expect(result.current.progress.key).not.toBe(first.key);
  });

  it("empties the bar while the slides hold still and starts it from 0 when they move again", () => {
    const { result } = renderHook(() => useCarousel(options));
    const first = result.current.progress.key;
    act(() => result.current.containerProps.onMouseEnter());
    expect(result.current.progress.running).toBe(false);
    act(() => result.current.containerProps.onMouseLeave());
    expect(result.current.progress.running).toBe(true);
    expect(result.current.progress.key).not.toBe(first);
    const afterHover = result.current.progress.key;
    act(() => result.current.goTo(0));
    // A dot click restarts the bar, even on the current slide.
    expect(result.current.progress.key).not.toBe(afterHover);
  });

  it("moves one slide on a wheel deltaX of 30 or -30, wrapping at both ends, and not on 29", () => {
    const { result } = renderHook(() => useCarousel(options));
    act(() => result.current.onWheel({ deltaX: 29 }));
    expect(result.current.index).toBe(0);
    act(() => result.current.onWheel({ deltaX: -29 }));
    expect(result.current.index).toBe(0);
    act(() => result.current.onWheel({ deltaX: -30 }));
    expect(result.current.index).toBe(3);
    act(() => result.current.onWheel({ deltaX: 30 }));
    expect(result.current.index).toBe(0);
    act(() => result.current.onWheel({ deltaX: 30 }));
    expect(result.current.index).toBe(1);
  });

  it("restarts the 4000 ms wait after a wheel move", () => {
    const { result } = renderHook(() => useCarousel(options));
    wait(3000);
    act(() => result.current.onWheel({ deltaX: 45 }));
    expect(result.current.index).toBe(1);
    wait(3999);
    expect(result.current.index).toBe(1);
    wait(1);
    expect(result.current.index).toBe(2);
  });

  it("a dot click sets the index and restarts the 4000 ms wait, even on the current slide", () => {
    const { result } = renderHook(() => useCarousel(options));
    wait(3000);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    wait(3999);
    expect(result.current.index).toBe(2);
    wait(1);
    expect(result.current.index).toBe(3);

    wait(3000);
    act(() => result.current.goTo(3));
    wait(3999);
    expect(result.current.index).toBe(3);
    wait(1);
    expect(result.current.index).toBe(0);
  });

  it("pause stops it and play starts it again with a full wait", () => {
    const { result } = renderHook(() => useCarousel(options));
    wait(2000);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    wait(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    wait(3999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
  });

  it("never advances by itself under reduced motion, but still moves on request", () => {
    const { result } = renderHook(() => useCarousel({ ...options, reducedMotion: true }));
    expect(result.current.playing).toBe(false);
    wait(60_000);
    expect(result.current.index).toBe(0);
    expect(result.current.progress.running).toBe(false);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    wait(60_000);
    expect(result.current.index).toBe(1);
  });

  it("holds still while hovered or focused within, and resumes afterwards", () => {
    const { result } = renderHook(() => useCarousel(options));
    act(() => result.current.containerProps.onMouseEnter());
    wait(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onMouseLeave());
    act(() => result.current.containerProps.onFocus());
    wait(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.containerProps.onBlur({ relatedTarget: null }));
    wait(4000);
    expect(result.current.index).toBe(1);
  });

  it("holds still until both the pointer and focus have gone, and a tap's focus after its pointer renders nothing more", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCarousel(options);
    });
    act(() => result.current.containerProps.onMouseEnter());
    const afterPointer = renders;
    // A tap brings the pointer, then focus: the carousel already holds still, so nothing is rendered again.
    act(() => result.current.containerProps.onFocus());
    expect(renders).toBe(afterPointer);
    act(() => result.current.containerProps.onMouseLeave());
    wait(10_000);
    expect(result.current.index).toBe(0);
    expect(result.current.live).toBe("polite");
    act(() => result.current.containerProps.onBlur({ relatedTarget: null }));
    wait(4000);
    expect(result.current.index).toBe(1);
  });

  it("moves with the left and right arrow keys, wrapping", () => {
    const { result } = renderHook(() => useCarousel(options));
    const preventDefault = jest.fn();
    act(() => result.current.onKeyDown({ key: "ArrowLeft", preventDefault }));
    expect(result.current.index).toBe(3);
    act(() => result.current.onKeyDown({ key: "ArrowRight", preventDefault }));
    expect(result.current.index).toBe(0);
    act(() => result.current.onKeyDown({ key: "Enter", preventDefault }));
    expect(result.current.index).toBe(0);
    expect(preventDefault).toHaveBeenCalledTimes(2);
  });

  it("is silent for screen readers while rotating by itself and polite otherwise", () => {
    const { result } = renderHook(() => useCarousel(options));
    expect(result.current.live).toBe("off");
    act(() => result.current.togglePlaying());
    expect(result.current.live).toBe("polite");
    act(() => result.current.togglePlaying());
    act(() => result.current.containerProps.onFocus());
    expect(result.current.live).toBe("polite");
  });
});
