import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, open, watchErrors } from "./helpers";
import { jobs as publishedJobs } from "./routes";
import { applyPath, careersPath, jobPath } from "../shared/routes";
import { dayOf, firstToClose, isClosed } from "../shared/publication";

// routes.ts types only what every spec needs; the job entries carry all of data/jobs/.
const jobs = publishedJobs as ((typeof publishedJobs)[number] & { department: string })[];
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const inDepartment = (department: string) => jobs.filter((job) => job.department === department);
const showing = (count: number) => (count === 1 ? "Showing 1 position" : `Showing ${count} positions`);

test.describe("Careers: department filter", () => {
  test("a chosen department is kept in the URL and survives a reload", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, "/careers/");
    await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(showing(jobs.length));

    await page.getByRole("button", { name: "Design" }).click();
    await expect(page).toHaveURL(/\/careers\/\?department=Design$/);
    await expect(page.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
    const designCount = inDepartment("Design").length;
    await expect(page.getByText(showing(designCount))).toBeVisible();
    await expect(page.getByRole("link", { name: /^Apply Now for / })).toHaveCount(designCount);

    await page.reload();
    await expect(page.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByRole("link", { name: /^Apply Now for / })).toHaveCount(designCount);

    await page.getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect(page.getByRole("link", { name: /^Apply Now for / })).toHaveCount(jobs.length);
    expect(errors).toEqual([]);
  });

  test("Operations has no positions and says so", async ({ page }) => {
    await open(page, "/careers/?department=Operations");
    await expect(page.getByRole("heading", { name: "No positions found" })).toBeVisible();
    await expect(page.getByText("Try selecting a different department")).toBeVisible();
    await expect(page.getByText(showing(0))).toBeVisible();
  });

  test("an unknown department falls back to All", async ({ page }) => {
    await open(page, "/careers/?department=Marketing");
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: /^Learn More about / })).toHaveCount(jobs.length);
  });

  test("Learn More and Apply Now lead to the job's pages", async ({ page }) => {
    const job = jobs[0];
    await open(page, "/careers/");
    await page.getByRole("link", { name: `Learn More about ${job.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${jobPath(job.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await page.getByRole("region", { name: "Role Summary" }).getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(new RegExp(`${applyPath(job.slug)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${job.title}`);
  });

  test("a position whose last day has passed since the build leaves the list and its count, without a rebuild", async ({
    page,
  }) => {
    // The day after the first job closes (the site's own rule, shared/publication.ts), and the jobs closed by then.
    const day = dayAfter(firstToClose(jobs)!);
    const closed = jobs.filter((job) => isClosed(job, dayOf(day)));
    const closing = closed[0];
    await page.clock.setFixedTime(day);
    // The built list is out of date on that day: the page starts its app on its own (plugins/gatsby-plugin-islands/src/client/start.ts).
    await open(page, "/careers/", { interact: false });
    await page.getByRole("region", { name: "Open Positions" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(
      showing(jobs.length - closed.length),
    );
    for (const job of closed)
      await expect(page.getByRole("link", { name: `Apply Now for ${job.title}` })).toHaveCount(0);
    await page.getByRole("button", { name: closing.department }).click();
    await expect(page.getByRole("link", { name: /^Apply Now for / })).toHaveCount(
      inDepartment(closing.department).length - closed.filter((job) => job.department === closing.department).length,
    );
  });

  test("with the date moved past two jobs' last day, every count on the page equals the cards shown", async ({
    page,
  }) => {
    const closingDays = [...new Set(jobs.map((job) => job.validThrough))].sort();
    // The day after the earliest last day that retires exactly two jobs (2027-05-01 with today's data).
    const day = closingDays
      .map((last) => dayAfter(last))
      .find((next) => jobs.filter((job) => isClosed(job, dayOf(next))).length === 2);
    expect(day, "the data has a day on which exactly two jobs have closed").toBeDefined();
    await page.clock.setFixedTime(day!);
    await open(page, "/careers/", { interact: false });
    const cards = page.getByRole("link", { name: /^Apply Now for / });
    await expect(cards).toHaveCount(jobs.length - 2);
    const shown = jobs.length - 2;
    await expect(page.getByRole("link", { name: `See the ${shown} open positions` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Showing/ })).toHaveText(showing(shown));
    // Every figure that counts positions (the hero's "Open Positions" figure) says the same.
    const figures = await page.locator("dl div").evaluateAll((items) =>
      items
        .map((item) => ({
          label: item.querySelector("dt")?.textContent ?? "",
          value: item.querySelector("dd")?.textContent ?? "",
        }))
        .filter((figure) => /open positions/i.test(figure.label)),
    );
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) expect(figure.value, figure.label).toBe(String(shown));
  });
});

test.describe("Careers: the list and Apply within reach", () => {
  test("the hero's link jumps to the list: on a 375x812 screen it is in the first view, and after it the filter and the first position are", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await open(page, careersPath);
    const jump = page.getByRole("link", { name: `See the ${jobs.length} open positions` });
    await expect(jump).toBeInViewport();
    await jump.click();
    await expect(page).toHaveURL(/#open-positions-heading$/);
    await expect(page.getByRole("heading", { level: 2, name: "Open Positions" })).toBeInViewport();
    await expect(page.getByRole("group", { name: "Filter positions by department" })).toBeInViewport();
    await expect(page.getByRole("link", { name: /^Learn More about / }).first()).toBeInViewport();
  });

  for (const job of jobs) {
    test(`${job.slug}: the role's facts and Apply are in the first 375x812 screen, and beside the text on a wide screen Apply stays in view`, async ({
      page,
    }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(jobPath(job.slug));
      const summary = page.getByRole("region", { name: "Role Summary" });
      const apply = summary.getByRole("link", { name: "Apply Now" });
      await expect(apply).toHaveAttribute("href", applyPath(job.slug));
      const box = (await apply.boundingBox())!;
      expect(box.y + box.height, `Apply's bottom edge at 375x812, px`).toBeLessThanOrEqual(MOBILE.height);
      await expect(summary.getByText(/years experience$/)).toBeInViewport();
      await expect(summary.getByText("Competitive Compensation")).toBeInViewport();

      await page.setViewportSize(DESKTOP);
      const text = page.getByRole("region", { name: "About the Role" });
      const [card, body] = [(await summary.boundingBox())!, (await text.boundingBox())!];
      expect(card.x, "the summary is to the right of the text").toBeGreaterThanOrEqual(body.x + body.width);
      await page.getByRole("region", { name: "Required Skills" }).scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport();
    });
  }
});

test.describe("Careers: a job page on paper", () => {
  for (const job of jobs) {
    test(`${job.slug}: prints on one or two A4 pages, without navigation, footer or buttons, in dark ink`, async ({
      page,
    }) => {
      await page.goto(jobPath(job.slug));
      await page.emulateMedia({ media: "print" });
      for (const region of [page.locator("header").first(), page.getByRole("contentinfo")])
        await expect(region).toBeHidden();
      await expect(page.locator("a", { hasText: /apply now/i }).first()).toBeAttached();
      await expect(page.locator("a:visible, button:visible", { hasText: /apply now/i })).toHaveCount(0);
      expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).color)).toBe("rgb(15, 23, 42)");
      // Page objects of the PDF Chromium writes ("/Type /Page", not "/Pages").
      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      expect((pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(2);
    });
  }
});
