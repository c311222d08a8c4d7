/** @jest-environment node */
import { createSitePages, TEMPLATES } from "../../gatsby/create-pages";

const nodes = {
  services: [{ slug: "web-development" }, { slug: "testing-services" }],
  caseStudies: [{ slug: "carewell-booking-portal" }],
  jobs: [
    { slug: "solutions-architect", datePosted: "2026-11-19", validThrough: "2027-05-31" },
    { slug: "expired-role", datePosted: "2025-11-01", validThrough: "2026-01-31" },
    { slug: "scheduled-role", datePosted: "2026-12-01", validThrough: "2027-05-31" },
  ],
  legalPages: [{ slug: "privacy-policy" }],
};

function pagesFor(today: string) {
  const createPage = jest.fn();
  createSitePages(nodes, createPage, today);
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
});
