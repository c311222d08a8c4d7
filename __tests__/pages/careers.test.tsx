import { screen, within } from "@testing-library/react";
import CareersPage from "../../src/pages/careers";
import departments from "../../data/departments.json";
import pages from "../../data/pages.json";
import { allJobs, careersContent } from "../helpers/careers-data";
import { renderWithTheme } from "../helpers/render";
import { siteFrame } from "../helpers/site-data";
import { pageProps } from "../helpers/page-props";

const data = {
  ...siteFrame,
  pageContent: pages.find((page) => page.slug === "careers")!,
  careersContent,
  allDepartment: { nodes: departments },
  allJob: { nodes: allJobs },
};
const renderPage = (jobs = allJobs) =>
  renderWithTheme(
    <CareersPage
      {...pageProps<Queries.CareersPageQuery>(
        { ...data, allJob: { nodes: jobs } },
        { pathname: "/careers/", search: "" },
      )}
    />,
  );

describe("Careers page", () => {
  it("shows the hero stats with the number of published positions", () => {
    renderPage();
    const stats = screen.getByText("Team Members").closest("dl")!;
    expect(
      within(stats)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["50+", String(allJobs.length), "15+", "4.9/5"]);
    renderPage(allJobs.slice(0, 3));
    expect(screen.getAllByText("Open Positions", { selector: "dt" })[1].nextElementSibling).toHaveTextContent("3");
  });

  it("links from the hero down to the list, with the number of published positions", () => {
    renderPage();
    const jump = screen.getByRole("link", { name: `See the ${allJobs.length} open positions` });
    const heading = screen.getByRole("heading", { level: 2, name: "Open Positions" });
    expect(jump).toHaveAttribute("href", `#${heading.id}`);
  });

  it("lists the 8 perks with their descriptions, and the extra perk chips", () => {
    renderPage();
    const perks = screen.getByRole("region", { name: "Why You'll Love Working Here" });
    expect(
      within(perks)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Competitive Compensation",
      "Health & Wellness",
      "Remote First",
      "Learning Budget",
      "Unlimited Time Off",
      "Parental Leave",
      "Latest Equipment",
      "Career Growth",
    ]);
    expect(within(perks).getByText(/\$2,000 a year/)).toBeInTheDocument();
    expect(within(perks).getByText(/16 weeks paid/)).toBeInTheDocument();
    for (const chip of careersContent.perkChips) expect(within(perks).getByText(chip)).toBeInTheDocument();
  });

  it("ends with 'Don't See Your Role?', a link to /contact/ and a mailto link", () => {
    renderPage();
    const block = screen.getByRole("region", { name: "Don't See Your Role?" });
    expect(within(block).getByRole("link", { name: careersContent.noRole.contactLabel })).toHaveAttribute(
      "href",
      "/contact/",
    );
    expect(within(block).getByRole("link", { name: careersContent.noRole.emailLabel })).toHaveAttribute(
      "href",
      "mailto:careers@nexoratech.com",
    );
  });
});
