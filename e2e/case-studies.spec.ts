import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { caseStudies, services } from "./routes";
import { caseStudiesPath, caseStudyPath, servicePath } from "../shared/routes";

type Result = { value: string; label: string; measure: string };
type Study = {
  slug: string;
  title: string;
  client: string;
  sector: string;
  size: string;
  year: number;
  problem: string[];
  built: string[];
  services: string[];
  technologies: string[];
  results: Result[];
};
const studies = caseStudies as unknown as Study[];
const texts = JSON.parse(fs.readFileSync("data/case-study-pages.json", "utf8"));
const serviceFile = (slug: string) =>
  JSON.parse(fs.readFileSync(`data/services/${slug}.json`, "utf8")) as {
    title: string;
    statistics: (Result & { caseStudy?: string })[] | null;
  };

test.describe("case studies", () => {
  test("the list shows every case study with its sector, client and a result, each leading to its page", async ({
    page,
  }) => {
    await page.goto(caseStudiesPath);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(studies.length);
    for (const study of studies) {
      const card = cards.filter({ has: page.getByRole("heading", { name: study.title }) });
      await expect(card).toContainText(study.sector);
      await expect(card).toContainText(`${study.client} · ${study.size}`);
      await expect(card).toContainText(`${study.results[0].value} ${study.results[0].label}`);
      await expect(card.getByRole("link", { name: `${texts.cardLinkLabel} about ${study.title}` })).toHaveAttribute(
        "href",
        caseStudyPath(study.slug),
      );
    }
  });

  for (const study of studies) {
    test(`${study.slug}: client, problem, what was built with its services and technologies, and each result with how it was measured`, async ({
      page,
    }) => {
      await page.goto(caseStudyPath(study.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      const main = page.getByRole("main");
      for (const fact of [study.client, study.sector, study.size]) await expect(main).toContainText(fact);
      for (const paragraph of [...study.problem, ...study.built]) await expect(main).toContainText(paragraph);
      const built = page.getByRole("region", { name: texts.builtHeading });
      for (const slug of study.services)
        await expect(built.getByRole("link", { name: serviceFile(slug).title, exact: true })).toHaveAttribute(
          "href",
          servicePath(slug),
        );
      for (const technology of study.technologies) await expect(built).toContainText(technology);
      const results = page.getByRole("region", { name: texts.resultsHeading });
      for (const result of study.results)
        await expect(results).toContainText(`${result.label}${result.value}${result.measure}`);
    });
  }

  test("every result figure on a service page names the case study it comes from, which shows the same figure", async ({
    page,
  }) => {
    const quoted = services.flatMap((service) =>
      (serviceFile(service.slug).statistics ?? [])
        .filter((figure) => figure.caseStudy)
        .map((figure) => ({
          service: service.slug,
          ...figure,
          study: studies.find((s) => s.slug === figure.caseStudy)!,
        })),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const figure of quoted) {
      await page.goto(servicePath(figure.service));
      const box = page.locator("dl > div").filter({ has: page.getByText(figure.label, { exact: true }) });
      await expect(box).toContainText(figure.value);
      await box.getByRole("link", { name: figure.study.title }).click();
      await expect(page).toHaveURL(caseStudyPath(figure.study.slug));
      await expect(page.getByRole("region", { name: texts.resultsHeading })).toContainText(
        `${figure.label}${figure.value}`,
      );
    }
  });

  test("each service page lists the case studies that used it", async ({ page }) => {
    for (const service of services) {
      // Newest first, then by title, as the page's query sorts them.
      const used = studies
        .filter((study) => study.services.includes(service.slug))
        .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
      await page.goto(servicePath(service.slug));
      const section = page.getByRole("region", { name: texts.servicePageHeading });
      if (used.length === 0) {
        await expect(section).toHaveCount(0);
        continue;
      }
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(
        used.map((study) => study.title),
        {
          useInnerText: true,
        },
      );
    }
  });
});
