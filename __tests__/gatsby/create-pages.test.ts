/** @jest-environment node */
import { createSitePages, TEMPLATES } from "../../gatsby/create-pages";
import { OTHER_POSITIONS_SHOWN } from "../../shared/other-positions";

function job(slug: string, title: string, department: string) {
  return { slug, title, department: { name: department }, datePosted: "2026-11-19", validThrough: "2027-05-31" };
}

const nodes = {
  services: [{ slug: "web-development" }, { slug: "testing-services" }],
  caseStudies: [{ slug: "carewell-booking-portal" }],
  jobs: [
    job("solutions-architect", "Solutions Architect", "Engineering"),
    job("data-analyst", "Data Analyst", "Data Science"),
    { ...job("expired-role", "Expired Role", "Engineering"), datePosted: "2025-11-01", validThrough: "2026-01-31" },
    { ...job("scheduled-role", "Scheduled Role", "Engineering"), datePosted: "2026-12-01" },
  ],
  legalPages: [{ slug: "privacy-policy" }],
};

function pagesFor(today: string, site = nodes) {
  const createPage = jest.fn();
  createSitePages(site, createPage, today);
  return createPage.mock.calls.map(([page]) => page);
}

describe("createSitePages", () => {
  it("creates a page per case study under /case-studies/ from the case study template", () => {
    expect(pagesFor("2026-11-23")).toContainEqual({
      path: "/case-studies/carewell-booking-portal/",
      component: TEMPLATES.caseStudy,
      context: { slug: "carewell-booking-portal" },
    });
  });

  it("creates a page per service from the service template, with the slug in context", () => {
    expect(pagesFor("2026-11-23")).toEqual(
      expect.arrayContaining([
        { path: "/services/web-development/", component: TEMPLATES.service, context: { slug: "web-development" } },
        { path: "/services/testing-services/", component: TEMPLATES.service, context: { slug: "testing-services" } },
      ]),
    );
  });

  it("creates a detail and an apply page for each published job", () => {
    const paths = pagesFor("2026-11-23").map((page) => page.path);
    expect(paths).toContain("/careers/solutions-architect/");
    expect(paths).toContain("/careers/solutions-architect/apply/");
  });

  it("gives a job whose validThrough has passed no pages", () => {
    const paths = pagesFor("2026-11-23").map((page) => page.path);
    expect(paths.filter((p) => p.includes("expired-role"))).toEqual([]);
  });

  it("gives a job scheduled with a later datePosted no pages until that day", () => {
    expect(
      pagesFor("2026-11-30")
        .map((page) => page.path)
        .filter((p) => p.includes("scheduled-role")),
    ).toEqual([]);
    expect(pagesFor("2026-12-01").map((page) => page.path)).toContain("/careers/scheduled-role/apply/");
  });

  it("still publishes a job on its last valid day", () => {
    expect(pagesFor("2027-05-31").map((page) => page.path)).toContain("/careers/solutions-architect/apply/");
  });

  it("creates each legal page at its top-level path", () => {
    expect(pagesFor("2026-11-23")).toContainEqual({
      path: "/privacy-policy/",
      component: TEMPLATES.legal,
      context: { slug: "privacy-policy" },
    });
  });

  it("gives an apply page the other open positions, not its own, nor an unpublished one", () => {
    const apply = pagesFor("2026-11-23").find((page) => page.path === "/careers/solutions-architect/apply/");
    expect(apply).toEqual({
      path: "/careers/solutions-architect/apply/",
      component: TEMPLATES.apply,
      context: { slug: "solutions-architect", others: ["data-analyst"] },
    });
  });

  // Every apply page listing every other position made the site grow with the square of its jobs.
  it("lists a bounded number of other positions however many jobs are open, its department's first", () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      job(`role-${index}`, `Role ${String(index).padStart(4, "0")}`, index % 4 === 0 ? "Design" : "Engineering"),
    );
    const pages = pagesFor("2026-11-23", { ...nodes, jobs: many });
    const apply = pages.find((page) => page.path === "/careers/role-8/apply/");
    const others = (apply.context as { others: string[] }).others;
    expect(others).toHaveLength(OTHER_POSITIONS_SHOWN);
    expect(others).not.toContain("role-8");
    // Role 8 is in Design (every fourth role): the Design roles come first, in title order.
    expect(others.slice(0, 3)).toEqual(["role-0", "role-4", "role-12"]);
    expect(others.every((slug) => Number(slug.slice(5)) % 4 === 0)).toBe(true);
  });
});
