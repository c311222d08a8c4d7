import { screen, within } from "@testing-library/react";
import JobTemplate from "../../src/templates/job";
import { allJobs, careersContent } from "../helpers/careers-data";
import { renderWithTheme } from "../helpers/render";
import { siteFrame } from "../helpers/site-data";
import { pageProps } from "../helpers/page-props";
import site from "../../data/site.json";

const renderJob = (slug: string) => {
  const job = allJobs.find((candidate) => candidate.slug === slug)!;
  const dates = { postedText: "November 19, 2026", validThroughText: "June 30, 2027" };
  const data: Queries.JobPageQuery = { ...siteFrame, siteContent: site, careersContent, job: { ...job, ...dates } };
  renderWithTheme(<JobTemplate {...pageProps(data)} />);
};
const listIn = (heading: string) =>
  within(screen.getByRole("region", { name: heading }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("Job page", () => {
  it("states where the work is done and the posting's dates, as its structured data does", () => {
    renderJob("solutions-architect");
    expect(screen.getByText(/three days a week at the Nexora Group office in Austin, Texas/)).toBeInTheDocument();
    expect(screen.getByText("November 19, 2026")).toHaveAttribute("datetime", "2026-11-19");
    expect(screen.getByText("June 30, 2027")).toHaveAttribute(
      "datetime",
      allJobs.find((job) => job.slug === "solutions-architect")!.validThrough,
    );
  });

  it("shows Solutions Architect as the spec gives it", () => {
    renderJob("solutions-architect");
    expect(screen.getByRole("link", { name: /Back to Careers/ })).toHaveAttribute("href", "/careers/");
    expect(screen.getByText("Engineering • Full-time • Hybrid - Austin")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Solutions Architect");
    expect(screen.getByText("7+ years experience")).toBeInTheDocument();
    expect(screen.getByText("Competitive Compensation")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "About the Role" })).toBeInTheDocument();
    expect(listIn("What You'll Do")).toHaveLength(6);
    expect(listIn("What We're Looking For")).toHaveLength(7);
    expect(listIn("Nice to Have")).toHaveLength(5);
    expect(listIn("Required Skills")).toEqual([
      "System Design",
      "AWS",
      "Microservices",
      "Architecture",
      "Java",
      "Python",
      "Kubernetes",
      "APIs",
    ]);
    const ready = screen.getByRole("region", { name: "Ready to Apply?" });
    expect(within(ready).getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      "/careers/solutions-architect/apply/",
    );
  });

  it.each(allJobs.map((job) => [job.slug, job] as const))("gives %s every section and 8 skills", (slug, job) => {
    renderJob(slug);
    expect(screen.getByText(`${job.department.name} • ${job.type} • ${job.location.name}`)).toBeInTheDocument();
    expect(screen.getByText(`${job.experience} years experience`)).toBeInTheDocument();
    for (const heading of ["What You'll Do", "What We're Looking For", "Nice to Have"])
      expect(listIn(heading).length).toBeGreaterThan(0);
    expect(listIn("Required Skills")).toHaveLength(8);
  });
});
