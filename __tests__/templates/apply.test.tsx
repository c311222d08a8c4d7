import { render, screen, within } from "@testing-library/react";
import ApplyTemplate, { Head } from "../../src/templates/apply";
import site from "../../data/site.json";
import { allJobs, careersContent } from "../helpers/careers-data";
import { renderWithTheme } from "../helpers/render";
import { siteFrame } from "../helpers/site-data";
import { jobPath } from "../../shared/routes";
import { headProps, pageProps } from "../helpers/page-props";

const otherJobs = (slug: string) =>
  allJobs.filter((job) => job.slug !== slug).map(({ slug: other, title }) => ({ slug: other, title }));

describe("Apply page", () => {
  it.each(allJobs.map((job) => [job.slug, job] as const))(
    "for %s links back and summarises the role from data",
    (slug, job) => {
      const data: Queries.ApplyPageQuery = {
        ...siteFrame,
        siteContent: site,
        careersContent,
        job,
        allJob: { nodes: otherJobs(slug) },
      };
      renderWithTheme(<ApplyTemplate {...pageProps(data)} />);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`Apply for ${job.title}`);
      expect(screen.getByRole("link", { name: /Back to Careers/ })).toHaveAttribute("href", "/careers/");
      expect(screen.getByRole("link", { name: "View full job description" })).toHaveAttribute("href", jobPath(slug));
      const summary = within(screen.getByRole("region", { name: "Role Summary" }));
      expect(summary.getAllByRole("definition").map((value) => value.textContent)).toEqual([
        job.department.name,
        job.type,
        job.location.name,
        `${job.experience} years experience`,
      ]);
      expect(screen.getByRole("form", { name: "Your Application" })).toBeInTheDocument();
    },
  );

  it("fills its title, description and breadcrumb names from data/careers.json and data/site.json", () => {
    const job = allJobs.find((candidate) => candidate.slug === "data-analyst")!;
    const data: Queries.ApplyPageQuery = {
      ...siteFrame,
      siteContent: site,
      careersContent,
      job,
      allJob: { nodes: otherJobs(job.slug) },
    };
    const location = { pathname: "/careers/data-analyst/apply/" };
    const { container } = render(<Head {...headProps(data, location)} />);
    expect(container.querySelector("title")).toHaveTextContent(`Apply: ${job.title} | Nexora Technologies`);
    expect(container.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      `Apply for the ${job.title} position (${job.location.name}, ${job.experience} years) at Nexora Technologies.`,
    );
    // The job's own share image (its social card), not the site's logo.
    expect(container.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      expect.stringMatching(/\/og\/jobs\/data-analyst-[0-9a-f]{8}\.png$/),
    );
    expect(container.querySelector('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      `${job.title}: ${job.department.name}, ${job.location.name}. A job at Nexora Technologies`,
    );
    const trail = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      "Home",
      "Careers",
      job.title,
      "Apply",
    ]);
  });
});
