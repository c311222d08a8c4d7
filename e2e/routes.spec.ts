import { expect, test } from "@playwright/test";
import { jobs, pages, services, specRoutes } from "./routes";
import { jobPath, servicePath } from "../site/routes";

test("the data defines the spec's routes: 9 fixed, 15 services, a detail and an apply page per open job", () => {
  expect(services).toHaveLength(15);
  expect(specRoutes).toHaveLength(9 + services.length + 2 * jobs.length);
});

for (const route of specRoutes) {
  test(`${route} answers 200 and shows its heading without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });

    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCount(1);
    const expected = expectedHeading(route);
    if (expected) await expect(heading).toHaveText(expected);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("an unknown path answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.find((p) => p.slug === "404")!.heading);
  await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
});

function expectedHeading(route: string): string | undefined {
  const page = pages.find((p) => p.path === route);
  if (page) return page.heading;
  const service = services.find((s) => route === servicePath(s.slug));
  if (service) return service.title;
  const job = jobs.find((j) => route === jobPath(j.slug));
  if (job) return job.title;
  return undefined;
}
