import { expect, test } from "@playwright/test";
import { DESKTOP, disableViewportPrefetch, open, pageDataUrl } from "./helpers";
import { pages } from "./routes";

test.use({ viewport: DESKTOP });

test("a script chunk that fails during client-side navigation still brings the visitor to the page", async ({
  page,
  request,
}) => {
  // No prefetching, so the navigation itself is what asks for the chunk.
  await disableViewportPrefetch(page);
  await open(page, "/");
  const link = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
  const target = (await link.getAttribute("href"))!;
  const { componentChunkName } = await (await request.get(pageDataUrl(target))).json();
  const chunk = new RegExp(`/${componentChunkName}-[0-9a-f]+\\.js$`);

  let aborted = 0;
  await page.route(
    chunk,
    async (route) => {
      aborted += 1;
      await route.abort("failed");
    },
    { times: 1 },
  );

  // Keyboard activation: a mouse hover would start loading the chunk before the click.
  await link.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, "\\/")}$`));
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  const heading = pages.find((candidate) => candidate.path === target)?.heading;
  if (heading) await expect(page.locator("h1")).toHaveText(heading);
  else expect(await page.locator("h1").textContent()).not.toBe("Unexpected Application Error!");
  expect(aborted, `the test intercepted ${componentChunkName}`).toBe(1);
});
