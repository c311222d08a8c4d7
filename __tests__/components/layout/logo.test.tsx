import { fireEvent, screen } from "@testing-library/react";
import { Logo } from "../../../src/components/layout/logo";
import { renderWithTheme } from "../../helpers/render";

const sources = ["/images/logo.svg", "/images/logo.png"];

describe("Logo", () => {
  it("links to the home page with the first image", () => {
    renderWithTheme(<Logo companyName="Acme" alt="Acme home" sources={sources} />);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/");
    expect(screen.getByRole("img", { name: "Acme home" })).toHaveAttribute("src", "/images/logo.svg");
  });

  it("falls back to the next image file when one fails to load", () => {
    renderWithTheme(<Logo companyName="Acme" alt="Acme home" sources={sources} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: "Acme home" })).toHaveAttribute("src", "/images/logo.png");
  });

  it("shows the company name as text when every image fails", () => {
    renderWithTheme(<Logo companyName="Acme" alt="Acme home" sources={sources} />);
    fireEvent.error(screen.getByRole("img"));
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme" })).toHaveAttribute("href", "/");
  });
});
