import { screen, within } from "@testing-library/react";
import ContactPage from "../../src/pages/contact";
import offices from "../../data/offices.json";
import pages from "../../data/pages.json";
import { contactContent } from "../helpers/careers-data";
import { renderWithTheme } from "../helpers/render";
import { siteFrame } from "../helpers/site-data";
import { pageProps } from "../helpers/page-props";

const data = {
  ...siteFrame,
  pageContent: pages.find((page) => page.slug === "contact")!,
  contactContent,
  allOffice: { nodes: offices },
};

beforeEach(() => {
  renderWithTheme(<ContactPage {...pageProps<Queries.ContactPageQuery>(data)} />);
});

describe("Contact page", () => {
  it("shows the email, phone, live chat and visit tiles with values from data/site.json", () => {
    const tiles = within(screen.getByRole("region", { name: "Ways to Reach Us" }));
    expect(tiles.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Email Us",
      "Call Us",
      "Live Chat",
      "Visit Us",
    ]);
    expect(tiles.getByRole("link", { name: "hello@nexoratech.com" })).toHaveAttribute(
      "href",
      "mailto:hello@nexoratech.com",
    );
    expect(tiles.getByRole("link", { name: "+91 11 4567 8900" })).toHaveAttribute("href", "tel:+911145678900");
    expect(tiles.getByRole("link", { name: "WhatsApp +91 11 4567 8900 (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://wa.me/911145678900",
    );
  });

  it("the Live Chat tile is a real channel with its hours: WhatsApp, in business hours, in India Standard Time", () => {
    const chat = screen.getByRole("heading", { name: "Live Chat" }).parentElement!;
    expect(chat).toHaveTextContent("Monday to Saturday in business hours (India Standard Time)");
  });

  it("shows the business hours, the 24-hour response note and the social links", () => {
    const hours = screen.getByRole("heading", { name: /^Business Hours \(India Standard Time/ }).parentElement!;
    expect(
      within(hours)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Mon-Fri", "Sat", "Sun"]);
    expect(
      within(hours)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["9:00 AM-6:00 PM IST", "10:00 AM-4:00 PM IST", "Closed"]);
    // Beside hours that are not round the clock, what is.
    expect(
      within(hours).getByText(
        "24/7 monitoring of the systems we run for you. Calls and messages are answered in the hours above.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours to every enquiry/)).toBeInTheDocument();
    const social = screen.getByRole("heading", { name: "Follow Us" }).parentElement!;
    expect(within(social).getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("lists the three offices with address and zip, New Delhi marked as headquarters", () => {
    const list = within(screen.getByRole("region", { name: "Our Offices" }));
    const cities = list.getAllByRole("heading", { level: 3 });
    expect(cities.map((city) => city.textContent)).toEqual(["New DelhiHeadquarters", "Patna", "Tallinn"]);
    for (const office of offices)
      expect(list.getByText(new RegExp(`${office.city} ${office.zip}`))).toBeInTheDocument();
  });

  it("has four FAQ items", () => {
    const faq = within(screen.getByRole("region", { name: "Frequently Asked Questions" }));
    expect(faq.getAllByRole("button", { expanded: false })).toHaveLength(4);
  });
});
