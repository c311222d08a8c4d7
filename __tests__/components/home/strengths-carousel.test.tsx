import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrengthsCarousel } from "../../../src/components/home/strengths-carousel";
import { homeContent as home } from "../../helpers/home-data";
import { renderWithTheme } from "../../helpers/render";
import site from "../../../data/site.json";

const slides = home.strengths;
const visibleSlide = () => screen.getAllByRole("group").find((slide) => !slide.hidden)!;
const renderCarousel = () =>
  renderWithTheme(
    <StrengthsCarousel
      heading={home.strengthsHeading}
      slides={slides}
      labels={home.carousel}
      timing={site.constants}
    />,
  );

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("StrengthsCarousel", () => {
  it("shows the first slide, then the next one after 4000 ms, without announcing automatic changes", () => {
    renderCarousel();
    expect(screen.getByRole("region", { name: home.strengthsHeading })).toHaveAttribute(
      "aria-roledescription",
      "carousel",
    );
    expect(within(visibleSlide()).getByRole("heading", { name: slides[0].title })).toBeInTheDocument();
    expect(visibleSlide().parentElement).toHaveAttribute("aria-live", "off");
    act(() => jest.advanceTimersByTime(4000));
    expect(within(visibleSlide()).getByRole("heading", { name: slides[1].title })).toBeInTheDocument();
    expect(visibleSlide()).toHaveAccessibleName(`2 of ${slides.length}`);
  });

  it("has a dot button per slide that shows its slide and marks it current", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    const dot = screen.getByRole("button", { name: `Slide 3: ${slides[2].title}` });
    await user.click(dot);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(within(visibleSlide()).getByRole("heading", { name: slides[2].title })).toBeInTheDocument();
  });

  it("pauses and plays with a visible button, and announces changes politely while paused", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Pause slides" }));
    await user.unhover(screen.getByRole("region"));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(12_000));
    expect(within(visibleSlide()).getByRole("heading", { name: slides[0].title })).toBeInTheDocument();
    expect(visibleSlide().parentElement).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("button", { name: "Play slides" })).toBeInTheDocument();
  });

  it("moves with the arrow keys when focus is inside", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    act(() => screen.getByRole("button", { name: "Pause slides" }).focus());
    await user.keyboard("{ArrowLeft}");
    expect(within(visibleSlide()).getByRole("heading", { name: slides[slides.length - 1].title })).toBeInTheDocument();
  });
});
