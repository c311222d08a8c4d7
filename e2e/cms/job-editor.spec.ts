import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { ChildProcess } from "node:child_process";
import { buildDate } from "../../site/publication";
import { port } from "../server-env";
import { build, checkData, scratchCopy, startEditor } from "./scratch-repo";

/**
 * An editor adds a job through Decap CMS's own form at /admin/, in its local mode (decap-server's
 * proxy writing a scratch copy of the repository), and the site that copy builds has the job.
 */
const editorPort = Number(process.env.E2E_CMS_PORT ?? port + 2);
// The site under test was built today (or on BUILD_DATE); the scratch copy is built on the same date.
const today = buildDate();
const inHalfAYear = new Date(Date.parse(today) + 182 * 86_400_000).toISOString().slice(0, 10);
// Outside test-results/, which the next Playwright run empties: they are for people to look at.
const shots = path.resolve("reports", "cms");

const newJob = {
  slug: "qa-automation-engineer",
  title: "QA Automation Engineer",
  department: "Engineering",
  type: "Full-time",
  location: "Hybrid - Austin",
  experience: "3+",
  minExperience: 3,
  salary: "$95k - $120k",
  description: "Design and run automated tests for client web and mobile applications.",
  color: "#0f766e",
  about: ["You will own test automation on two client projects."],
  responsibilities: ["Write end-to-end tests", "Keep the CI suites fast and reliable"],
  requirements: ["3+ years of test automation", "Playwright or Cypress"],
  niceToHave: ["Performance testing"],
  skills: ["Playwright", "TypeScript", "CI", "API testing", "Accessibility", "Jest", "Git", "SQL"],
  datePosted: today,
  validThrough: inHalfAYear,
};
type Job = typeof newJob;

let repo: string;
let editor: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  repo = scratchCopy();
  editor = await startEditor(repo, editorPort);
});
test.afterAll(() => {
  editor?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

async function openNewJobForm(page: Page) {
  await page.goto(`http://localhost:${editorPort}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  // Decap's new-entry link reads "＋ Job" (its label_singular); found by where it leads.
  await page.locator('a[href$="/collections/jobs/new"]').click();
  await expect(page.getByLabel("Slug")).toBeVisible();
}

/** A list field: one "Add" per item, each typed into the item's own input. */
async function fillList(page: Page, label: string, items: string[]) {
  const list = page.locator("[aria-label='list field']").filter({ has: page.locator("label", { hasText: new RegExp(`^${label}$`) }) });
  for (const [index, item] of items.entries()) {
    await list.getByRole("button", { name: `Add ${label.toLowerCase()}` }).click();
    await list.locator("input, textarea").nth(index).fill(item);
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillJob(page: Page, job: Job) {
  await page.getByLabel("Slug", { exact: true }).fill(job.slug);
  await page.getByLabel("Title", { exact: true }).fill(job.title);
  await choose(page, "Department", job.department);
  await page.getByLabel("Employment type", { exact: true }).fill(job.type);
  await choose(page, "Location", job.location);
  await page.getByLabel("Experience (as shown)", { exact: true }).fill(job.experience);
  await page.getByLabel("Minimum experience (years)", { exact: true }).fill(String(job.minExperience));
  await page.getByLabel("Salary", { exact: true }).fill(job.salary);
  await page.getByLabel("Summary", { exact: true }).fill(job.description);
  await page.getByLabel("Card colour", { exact: true }).fill(job.color);
  await fillList(page, "About the role", job.about);
  await fillList(page, "Responsibilities", job.responsibilities);
  await fillList(page, "Requirements", job.requirements);
  await fillList(page, "Nice to have", job.niceToHave);
  await fillList(page, "Skills", job.skills);
  await page.getByLabel("Publish date", { exact: true }).fill(job.datePosted);
  await page.getByLabel("Unpublish date", { exact: true }).fill(job.validThrough);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).first().click();
  await page.getByText("Publish now", { exact: true }).click();
}

const jobFile = (slug: string) => path.join(repo, "data", "jobs", `${slug}.json`);
const openPositions = (html: string) => Number(html.match(/<dt[^>]*>Open Positions<\/dt><dd[^>]*>(\d+)<\/dd>/)?.[1]);

test("a job added through the editor's form is written to data/jobs/, passes the data check, and the build publishes it", async ({ page }) => {
  test.setTimeout(360_000);
  const publishedBefore = openPositions(fs.readFileSync(path.resolve("public/careers/index.html"), "utf8"));

  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewJobForm(page);
  await fillJob(page, newJob);
  fs.mkdirSync(shots, { recursive: true });
  await page.getByLabel("Slug", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-top.png") });
  // The form scrolls inside Decap's own pane, so a full-page shot is one screen: the lists and dates get their own.
  await page.getByLabel("Skills", { exact: true }).last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-lists-dates.png") });
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  await expect.poll(() => fs.existsSync(jobFile(newJob.slug))).toBe(true);
  // Every field, typed as the rules want (a number, lists, YYYY-MM-DD dates), in the files' field order.
  expect(fs.readFileSync(jobFile(newJob.slug), "utf8")).toBe(`${JSON.stringify(newJob, null, 2)}\n`);
  const check = checkData(repo);
  expect(check.output).toContain("The data in data/ is valid");
  expect(check.status).toBe(0);

  build(repo, today);
  const site = path.join(repo, "public");
  expect(fs.existsSync(path.join(site, "careers", newJob.slug, "index.html"))).toBe(true);
  expect(fs.existsSync(path.join(site, "careers", newJob.slug, "apply", "index.html"))).toBe(true);
  expect(openPositions(fs.readFileSync(path.join(site, "careers", "index.html"), "utf8"))).toBe(publishedBefore + 1);
});

test("the editor refuses to save a job whose title is empty", async ({ page }) => {
  const job = { ...newJob, slug: "untitled-role", title: "" };
  await openNewJobForm(page);
  await fillJob(page, job);
  await publish(page);
  await expect(page.getByText(/Oops, you've missed a required field/)).toBeVisible();
  await expect(page.getByText(/^Title is required\.?$/i)).toBeVisible();
  await page.getByLabel("Title", { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "job-form-1280-refused.png") });
  expect(fs.existsSync(jobFile(job.slug))).toBe(false);
});
