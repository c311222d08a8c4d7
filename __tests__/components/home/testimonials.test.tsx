import { screen, within } from "@testing-library/react";
import testimonials from "../../../data/testimonials.json";
import { Testimonials } from "../../../src/components/home/testimonials";
import { renderWithTheme } from "../../helpers/render";

describe("Testimonials", () => {
  it("attributes each quote: initials where a portrait would be, the person, their role and company, the client's sector and size", () => {
    renderWithTheme(<Testimonials testimonials={testimonials} ratingLabel="Rated {rating} out of 5" />);
    const first = within(screen.getAllByRole("figure")[0]);
    expect(first.getByText("PM")).toHaveAttribute("aria-hidden", "true");
    expect(first.getByText("Priya Malhotra")).toBeInTheDocument();
    expect(first.getByText("Operations Director, CareWell Clinics")).toBeInTheDocument();
    expect(first.getByText("Healthcare · 6 clinics, 140 staff")).toBeInTheDocument();
  });
});
