import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "../../../src/components/layout/header";
import site from "../../../data/site.json";
import { renderWithTheme } from "../../helpers/render";

const props = {
  companyName: site.companyName,
  logo: site.logo,
  nav: site.nav,
  navCta: site.navCta,
  labels: site.labels,
  path: "/services/",
};

describe("Header", () => {
  it("links the main pages and 'Get Started' to /contact/", async () => {
    renderWithTheme(<Header {...props} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Menu" }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [
      ["About", "/about/"],
      ["Services", "/services/"],
      ["Careers", "/careers/"],
      ["Contact", "/contact/"],
      ["Get Started", "/contact/"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("opens and closes the menu with the toggle button", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    expect(document.getElementById("site-menu")).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("site-menu")).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when a link in it is chosen", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Services" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById("site-menu")).not.toBeVisible();
  });

  it("closes the menu on Escape and puts focus back on its button", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Header {...props} />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "About" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when Tab moves focus past its last link", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Header {...props} />
        <a href="#after">After the header</a>
      </>,
    );
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    screen.getByRole("link", { name: "Get Started" }).focus();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "After the header" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
