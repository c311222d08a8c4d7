import { render } from "@testing-library/react";
import { fillTemplate, fillTemplateNodes } from "../../../src/components/ui/fill-template";

describe("fillTemplate", () => {
  it("fills every placeholder it has a value for and leaves the others as written", () => {
    expect(fillTemplate("Slide {number}: {title}", { number: 3, title: "Security Built In" })).toBe(
      "Slide 3: Security Built In",
    );
    expect(fillTemplate("Rated {rating} out of {outOf}", { rating: 5 })).toBe("Rated 5 out of {outOf}");
  });
});

describe("fillTemplateNodes", () => {
  it("puts the given elements where the placeholders are, keeping the text around them", () => {
    const { container } = render(
      <p>
        {fillTemplateNodes("Posted {posted}; applications open until {until}.", {
          posted: <time dateTime="2026-11-19">November 19, 2026</time>,
          until: <time dateTime="2027-06-30">June 30, 2027</time>,
        })}
      </p>,
    );
    expect(container.querySelector("p")).toHaveTextContent(
      "Posted November 19, 2026; applications open until June 30, 2027.",
    );
    expect(container.querySelectorAll("time")).toHaveLength(2);
    expect(container.querySelector("time")).toHaveAttribute("dateTime", "2026-11-19");
  });
});
