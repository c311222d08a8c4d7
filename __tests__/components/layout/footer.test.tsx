import { screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/layout/footer";
import site from "../../../data/site.json";
import { renderWithTheme } from "../../helpers/render";

const legal = [
  ["Privacy Policy", "/privacy-policy/"],
  ["Terms of Use", "/terms-of-use/"],
  ["Cookie Policy", "/cookie-policy/"],
  ["Sitemap", "/sitemap/"],
];

describe("Footer", () => {
  it("has Quick Links to the five main pages and the four legal links", () => {
    renderWithTheme(<Footer />);
    const quick = within(screen.getByRole("navigation", { name: "Quick Links" }));
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Careers", "/careers/"],
      ["Contact", "/contact/"],
    ]) {
      expect(quick.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const legalNav = within(screen.getByRole("navigation", { name: "Legal" }));
    for (const [name, href] of legal) expect(legalNav.getByRole("link", { name })).toHaveAttribute("href", href);
  });

  it("opens social profiles in a new tab without an opener", () => {
    renderWithTheme(<Footer />);
    for (const profile of site.social) {
      const link = screen.getByRole("link", { name: `${profile.name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", profile.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("in the careers variant links home, about, services, contact and the legal pages", () => {
    renderWithTheme(<Footer variant="careers" />);
    const explore = within(screen.getByRole("navigation", { name: "Explore" }));
    expect(explore.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/about/",
      "/services/",
      "/contact/",
    ]);
    const legalNav = within(screen.getByRole("navigation", { name: "Legal" }));
    expect(legalNav.getAllByRole("link")).toHaveLength(4);
  });
});
