import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ApplyTemplate from "../../src/templates/apply";
import { allJobs, careersContent } from "../helpers/careers-data";
import { renderWithTheme } from "../helpers/render";
import { provideSiteContent } from "../helpers/site-data";

beforeEach(() => provideSiteContent());

describe("Apply page", () => {
  it.each(allJobs.map((job) => [job.slug, job] as const))("for %s links back and summarises the role from data", (slug, job) => {
    const data = { siteContent: { companyName: "Nexora Technologies", constants: { retentionDays: 180 } }, careersContent, job };
    renderWithTheme(<ApplyTemplate {...({ data } as unknown as PageProps<Queries.ApplyPageQuery>)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Apply for ${job.title}`);
    expect(screen.getByRole("link", { name: /Back to Careers/ })).toHaveAttribute("href", "/careers/");
    expect(screen.getByRole("link", { name: "View full job description" })).toHaveAttribute("href", `/careers/${slug}/`);
    const summary = within(screen.getByRole("region", { name: "Role Summary" }));
    expect(summary.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      job.department, job.type, job.location, `${job.experience} years experience`,
    ]);
    expect(screen.getByRole("form", { name: "Your Application" })).toBeInTheDocument();
  });
});
