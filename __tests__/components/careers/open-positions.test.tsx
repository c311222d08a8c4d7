import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OpenPositions } from "../../../src/components/careers/open-positions";
import { allJobs, careersContent, departmentNames, jobsIn } from "../../helpers/careers-data";
import { renderWithTheme } from "../../helpers/render";
import { applyPath, jobPath } from "../../../shared/routes";

const positions = <OpenPositions jobs={allJobs} departments={departmentNames} labels={careersContent} />;
const showing = (count: number) => (count === 1 ? `Showing 1 position` : `Showing ${count} positions`);
const cards = () =>
  within(screen.getByRole("region", { name: "Open Positions" })).queryAllByRole("heading", { level: 3 });

beforeEach(() => window.history.replaceState(null, "", "/careers/"));

describe("OpenPositions", () => {
  it("lists every position under All and announces the count politely", () => {
    renderWithTheme(positions);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent(showing(allJobs.length));
    expect(cards().map((heading) => heading.textContent)).toEqual(allJobs.map((job) => job.title));
  });

  it.each(departmentNames)("filters to %s with the count from data", async (department) => {
    const user = userEvent.setup();
    renderWithTheme(positions);
    await user.click(screen.getByRole("button", { name: department }));
    expect(screen.getByRole("button", { name: department })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    const expected = jobsIn(department);
    expect(screen.getByRole("status")).toHaveTextContent(showing(expected.length));
    if (expected.length > 0)
      expect(cards().map((heading) => heading.textContent)).toEqual(expected.map((job) => job.title));
  });

  it("shows 'No positions found' and 'Try selecting a different department' for Operations", async () => {
    renderWithTheme(positions);
    await userEvent.setup().click(screen.getByRole("button", { name: "Operations" }));
    expect(screen.getByRole("heading", { name: "No positions found" })).toBeInTheDocument();
    expect(screen.getByText("Try selecting a different department")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Apply Now/ })).not.toBeInTheDocument();
  });

  it("keeps the choice in the URL query, and All removes it", async () => {
    const user = userEvent.setup();
    renderWithTheme(positions);
    await user.click(screen.getByRole("button", { name: "Design" }));
    expect(window.location.search).toBe("?department=Design");
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(window.location.search).toBe("");
  });

  it("gives each card Learn More and Apply Now links with unique names", () => {
    renderWithTheme(positions);
    for (const job of allJobs) {
      expect(screen.getByRole("link", { name: `Learn More about ${job.title}` })).toHaveAttribute(
        "href",
        jobPath(job.slug),
      );
      expect(screen.getByRole("link", { name: `Apply Now for ${job.title}` })).toHaveAttribute(
        "href",
        applyPath(job.slug),
      );
    }
  });

  it("tracks the hovered card", async () => {
    const user = userEvent.setup();
    renderWithTheme(positions);
    const card = cards()[1].closest("li")!;
    await user.hover(card);
    expect(card).toHaveAttribute("data-hovered", "true");
    await user.unhover(card);
    expect(card).not.toHaveAttribute("data-hovered");
  });

  it("leaves out, once it runs, a position whose last day has passed since the page was built, from the list and the counts", () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const [closed, ...open] = allJobs;
    renderWithTheme(
      <OpenPositions
        jobs={[{ ...closed, validThrough: yesterday }, ...open]}
        departments={departmentNames}
        labels={careersContent}
      />,
    );
    expect(cards().map((heading) => heading.textContent)).toEqual(open.map((job) => job.title));
    expect(screen.getByRole("status")).toHaveTextContent(showing(open.length));
    expect(screen.queryByRole("link", { name: `Apply Now for ${closed.title}` })).not.toBeInTheDocument();
  });
});
