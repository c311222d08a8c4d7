import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { MONTHS } from "../../shared/dates";
import { buildDate, NEW_JOB_LISTING_DAYS } from "../../shared/publication";
import { theme } from "../../content-model/theme";
import { TYPEFACE } from "../../shared/typeface";
import { port } from "../server-env";
import { build, checkData, editorOnScratchCopy, openEditor, previewOf, typefaceStatus } from "./scratch-repo";

/**
 * An editor adds a job through Decap CMS's own form at /admin/, in its local mode (decap-server's
 * proxy writing a scratch copy of the repository), and the site that copy builds has the job.
 */
const editorPort = Number(process.env.E2E_CMS_PORT ?? port + 2);
// The site under test was built today (or on BUILD_DATE); the scratch copy is built on the same date.
const today = buildDate();
const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const inHalfAYear = addDays(today, 182);
// Outside test-results/, which the next Playwright run empties: they are for people to look at.
const shots = path.resolve(process.env.CMS_SHOTS_DIR ?? path.join("reports", "cms"));
const newJob = {
  slug: "qa-automation-engineer",
  title: "QA Automation Engineer",
  department: "Engineering",
  type: "Full-time",
  location: "Hybrid - Austin",
  minExperience: 3,
  salary: "$95k - $120k",
  description: "Design and run automated tests for client web and mobile applications.",
  color: "#0d9488",
  about: ["You will own test automation on two client projects."],
  responsibilities: ["Write end-to-end tests", "Keep the CI suites fast and reliable"],
  requirements: ["3+ years of test automation", "Playwright or Cypress"],
  niceToHave: ["Performance testing"],
  skills: ["Playwright", "TypeScript", "CI", "API testing", "Accessibility", "Jest", "Git", "SQL"],
  datePosted: today,
  validThrough: inHalfAYear,
};
type Job = typeof newJob;
/** What the editor chooses or sees instead of a value the file holds. */
const colourName = "Teal";

const { repo } = editorOnScratchCopy(editorPort);

async function openNewJobForm(page: Page) {
  await openEditor(page, editorPort);
  // Decap's new-entry link reads "＋ Job" (its label_singular); found by where it leads.
  await page.locator('a[href$="/collections/jobs/new"]').click();
  await expect(page.getByLabel("Job title", { exact: true })).toBeVisible();
}

/** A day picked as the site writes it: month name, day, and the year typed. */
async function pickDay(page: Page, label: string, iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  await page.getByLabel(label, { exact: true }).selectOption(MONTHS[month - 1]);
  await page.getByLabel(`${label}: day`, { exact: true }).selectOption(String(day));
  await page.getByLabel(`${label}: year`, { exact: true }).fill(String(year));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Every field as an editor fills it: no slug (it comes from the title), a colour by its name, lists one per line, skills as tags. */
async function fillJob(page: Page, job: Job) {
  await page.getByLabel("Job title", { exact: true }).fill(job.title);
  await choose(page, "Hiring department", job.department);
  await page.getByLabel("Employment type", { exact: true }).fill(job.type);
  await choose(page, "Work location", job.location);
  await page.getByLabel(/^Minimum experience/).fill(`${job.minExperience}+`);
  await page.getByLabel("Salary range", { exact: true }).fill(job.salary);
  await page.getByLabel("Summary", { exact: true }).fill(job.description);
  await choose(page, "Card colour", colourName);
  await fillLines(page, job);
  await page.getByLabel("Skill tags", { exact: true }).fill(job.skills.join(", "));
  await page.getByLabel("Skill tags", { exact: true }).blur();
  await pickDay(page, "Publish date", job.datePosted);
  await pickDay(page, "Unpublish date", job.validThrough);
}

/** The uncaught errors of the page from now on (a refusal must not throw one). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** The lists written one per line. */
async function fillLines(page: Page, job: Job) {
  for (const [label, items] of [
    ["About the role", job.about],
    ["What you'll do", job.responsibilities],
    ["What we're looking for", job.requirements],
    ["Nice to have (not required)", job.niceToHave],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(items.join("\n"));
  }
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now", { exact: true }).click();
}

const jobFile = (slug: string) => path.join(repo(), "data", "jobs", `${slug}.json`);
const openPositions = (html: string) => Number(html.match(/<dt[^>]*>Open Positions<\/dt><dd[^>]*>(\d+)<\/dd>/)?.[1]);

test("a job added through the editor's form is written to data/jobs/, passes the data check, and the build publishes it", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const publishedBefore = openPositions(fs.readFileSync(path.resolve("public/careers/index.html"), "utf8"));

  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewJobForm(page);
  await fillJob(page, newJob);
  // The preview beside the form draws the job page with the site's components, as typed.
  const preview = previewOf(page);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(newJob.title);
  // The experience, typed once as minimum years, reads "3+ years experience" on the page and on the card.
  await expect(preview.getByText(`${newJob.minExperience}+ years experience`)).toHaveCount(2);
  await expect(preview.getByText(newJob.skills[0], { exact: true })).toBeVisible();
  // Above it, the job's card on the careers page, edged in the colour chosen by its name.
  const card = preview
    .getByRole("listitem")
    .filter({ has: preview.getByRole("heading", { level: 3, name: newJob.title }) });
  await expect(card).toHaveCSS("border-left-color", "rgb(13, 148, 136)");
  // In the site's type and at the width chosen above it: the desktop's 1280 px, then a phone's.
  await expect(preview.locator("body")).toHaveCSS("font-family", theme.fonts.body);
  // Drawn in it, not in the fallback: the preview's frame has the site's file loaded.
  await expect.poll(() => typefaceStatus(preview)).toContain(`${TYPEFACE.family} loaded`);
  const frameWidth = () => preview.locator("body").evaluate((body) => body.ownerDocument.documentElement.clientWidth);
  expect(await frameWidth()).toBe(1280);
  await page
    .frameLocator("iframe")
    .first()
    .getByRole("button", { name: /^Phone/ })
    .click();
  await expect.poll(frameWidth).toBe(375);
  await page
    .frameLocator("iframe")
    .first()
    .getByRole("button", { name: /^Desktop/ })
    .click();
  fs.mkdirSync(shots, { recursive: true });
  await page.getByLabel("Job title", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-top.png") });
  // The form scrolls inside Decap's own pane, so a full-page shot is one screen: the lists and dates get their own.
  await page.getByLabel("Unpublish date", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-lists-dates.png") });
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  await expect.poll(() => fs.existsSync(jobFile(newJob.slug))).toBe(true);
  // Every field, typed as the rules want (the slug from the title, the colour's value, a number, lists, YYYY-MM-DD dates), in the files' field order.
  expect(fs.readFileSync(jobFile(newJob.slug), "utf8")).toBe(`${JSON.stringify(newJob, null, 2)}\n`);
  const check = checkData(repo());
  expect(check.output).toContain("The data in data/ is valid");
  expect(check.status).toBe(0);

  build(repo(), today);
  const site = path.join(repo(), "public");
  expect(fs.existsSync(path.join(site, "careers", newJob.slug, "index.html"))).toBe(true);
  expect(fs.existsSync(path.join(site, "careers", newJob.slug, "apply", "index.html"))).toBe(true);
  expect(openPositions(fs.readFileSync(path.join(site, "careers", "index.html"), "utf8"))).toBe(publishedBefore + 1);
});

test("skills typed key by key with commas and experience typed as 3+ are kept, and the default dates publish the job", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const job = {
    ...newJob,
    slug: "bi-analyst",
    title: "BI Analyst",
    skills: ["SQL", "Power BI", "Excel"],
    datePosted: today,
    validThrough: addDays(today, NEW_JOB_LISTING_DAYS),
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewJobForm(page);
  await page.getByLabel("Job title", { exact: true }).fill(job.title);
  await choose(page, "Hiring department", job.department);
  await page.getByLabel("Employment type", { exact: true }).fill(job.type);
  await choose(page, "Work location", job.location);
  await page.getByLabel("Salary range", { exact: true }).fill(job.salary);
  await page.getByLabel("Summary", { exact: true }).fill(job.description);
  await choose(page, "Card colour", colourName);
  await fillLines(page, job);
  // Typed as a person types, one key at a time: a paste (page.fill) hides decaporg/decap-cms#4646.
  await page.getByLabel("Skill tags", { exact: true }).click();
  await page.keyboard.type("SQL, Power BI, Excel", { delay: 30 });
  await page.getByLabel(/^Minimum experience/).click();
  await page.keyboard.type("3+", { delay: 30 });
  await page.getByLabel("Job title", { exact: true }).click();
  const preview = previewOf(page);
  for (const skill of job.skills) await expect(preview.getByText(skill, { exact: true })).toBeVisible();
  await expect(preview.getByText("3+ years experience")).toHaveCount(2);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect.poll(() => fs.existsSync(jobFile(job.slug))).toBe(true);
  expect(JSON.parse(fs.readFileSync(jobFile(job.slug), "utf8"))).toEqual(job);
  expect(checkData(repo()).status).toBe(0);
  expect(errors).toEqual([]);
});

test("the editor refuses a job with no title or a salary the rules refuse, in the rules' words, with no page error", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const job = { ...newJob, title: "", salary: "80k" };
  const jobsBefore = fs.readdirSync(path.join(repo(), "data", "jobs"));
  await openNewJobForm(page);
  await fillJob(page, job);
  await publish(page);
  await expect(page.getByText(/^Not saved: the fields marked in red need a change/)).toBeVisible();
  await expect(page.getByText("Job title: required; fill it in.", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      /^Salary range: must be a yearly range in the currency the role is paid in, written like "\$120k - \$150k"/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/\.\.$/)).toHaveCount(0);
  await page.getByLabel("Job title", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-refused.png") });
  expect(fs.readdirSync(path.join(repo(), "data", "jobs"))).toEqual(jobsBefore);
  expect(errors).toEqual([]);
});

test("the editor refuses an unpublish date before the publish date with the data check's words, and writes nothing", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const jobsBefore = fs.readdirSync(path.join(repo(), "data", "jobs"));
  await openNewJobForm(page);
  await fillJob(page, { ...newJob, title: "Backwards Dates", datePosted: inHalfAYear, validThrough: today });
  await publish(page);
  await expect(
    page.getByText("Not saved: data/jobs/backwards-dates.json › validThrough: must not be before datePosted"),
  ).toBeVisible();
  expect(fs.readdirSync(path.join(repo(), "data", "jobs"))).toEqual(jobsBefore);
  expect(errors).toEqual([]);
});

test("a duplicated job gets its address from its new title, and a title another job has is refused", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const jobsBefore = fs.readdirSync(path.join(repo(), "data", "jobs"));
  await openEditor(page, editorPort, `/collections/jobs/entries/data-analyst`);
  await expect(page.getByLabel("Job title", { exact: true })).toHaveValue("Data Analyst");
  await page
    .getByRole("button", { name: /^Published|^Publish/ })
    .first()
    .click();
  await page.getByText("Duplicate", { exact: true }).click();
  await expect(page.getByRole("status", { name: "Web address" })).toHaveText("/careers/data-analyst/");
  await publish(page);
  await expect(
    page.getByText("Job title: another job already has the address /careers/data-analyst/", { exact: false }),
  ).toBeVisible();
  expect(fs.readdirSync(path.join(repo(), "data", "jobs"))).toEqual(jobsBefore);

  await page.getByLabel("Job title", { exact: true }).fill("Senior Data Analyst");
  await expect(page.getByRole("status", { name: "Web address" })).toHaveText("/careers/senior-data-analyst/");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect.poll(() => fs.existsSync(jobFile("senior-data-analyst"))).toBe(true);
  const written = JSON.parse(fs.readFileSync(jobFile("senior-data-analyst"), "utf8")) as Job;
  // The original's days were copied; the duplicate starts today, and closes as a new job does.
  expect(written).toMatchObject({
    slug: "senior-data-analyst",
    title: "Senior Data Analyst",
    datePosted: today,
    validThrough: addDays(today, NEW_JOB_LISTING_DAYS),
  });
  expect(checkData(repo()).output).toContain("The data in data/ is valid");
  expect(errors).toEqual([]);
});

test("the home page's texts are previewed as the home page, in the site's type", async ({ page }) => {
  const errors = pageErrors(page);
  const home = JSON.parse(fs.readFileSync(path.join(repo(), "data", "home.json"), "utf8")) as {
    hero: { heading: string };
    servicesSection: { heading: string };
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, editorPort, `/collections/texts/entries/home`);
  const preview = previewOf(page);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
  await expect(preview.getByRole("heading", { level: 2, name: home.servicesSection.heading })).toBeVisible();
  await expect(preview.locator("body")).toHaveCSS("font-family", theme.fonts.body);
  // Drawn in it, not in the fallback: the preview's frame has the site's file loaded.
  await expect.poll(() => typefaceStatus(preview)).toContain(`${TYPEFACE.family} loaded`);
  await page.screenshot({ path: path.join(shots, "home-form-1280.png") });
  expect(errors).toEqual([]);
});

test("a department added in the editor is written to the list file and passes the data check", async ({ page }) => {
  await openEditor(page, editorPort, `/collections/lists/entries/departments`);
  const departments = page.locator("[aria-label='list field']").first();
  await departments.getByRole("button", { name: /^Add / }).click();
  await departments.locator("input").last().fill("Quality");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  const file = path.join(repo(), "data", "departments.json");
  await expect
    .poll(() => (JSON.parse(fs.readFileSync(file, "utf8")) as { name: string }[]).map((entry) => entry.name))
    .toContain("Quality");
  expect(fs.readFileSync(file, "utf8")).toMatch(/^\[\n[\s\S]*\]\n$/);
  expect(checkData(repo()).status).toBe(0);
});

// The countries are among those the company works from (data/site.json story.workCountries): the story rules hold it.
test("a remote location added in the editor, its place left empty, is written with place null and passes the data check", async ({
  page,
}) => {
  await openEditor(page, editorPort, `/collections/lists/entries/locations`);
  await page.locator("[aria-label='list field']").first().getByRole("button", { name: /^Add / }).first().click();
  await page.getByLabel("Location name", { exact: true }).last().fill("Remote - Europe");
  await page
    .getByLabel("How the work is done", { exact: true })
    .last()
    .fill(
      "Fully remote, employed through our Tallinn office and paid in euros; open to applicants living in Estonia or India.",
    );
  await page.getByLabel("Countries applicants may live in (optional)", { exact: true }).last().fill("Estonia\nIndia");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  const file = path.join(repo(), "data", "locations.json");
  const added = () =>
    (JSON.parse(fs.readFileSync(file, "utf8")) as { name: string }[]).find((entry) => entry.name === "Remote - Europe");
  await expect.poll(added).toEqual({
    name: "Remote - Europe",
    summary:
      "Fully remote, employed through our Tallinn office and paid in euros; open to applicants living in Estonia or India.",
    place: null,
    applicantCountries: ["Estonia", "India"],
  });
  expect(checkData(repo()).status).toBe(0);
});

test("the login screen at 375 px keeps the logo clear of the Login button, and nothing runs off the side", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`http://localhost:${editorPort}/admin/`);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeVisible();
  const logo = (await page.locator("section:has(> button) > span").first().boundingBox())!;
  const button = (await login.boundingBox())!;
  expect(logo.y + logo.height).toBeLessThanOrEqual(button.y - 16);
  expect(logo.x).toBeGreaterThanOrEqual(0);
  expect(logo.x + logo.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, "login-375.png") });
});
