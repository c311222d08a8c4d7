import { expect, test } from "@playwright/test";
import { TYPEFACE } from "../shared/typeface";
import { specRoutes } from "./routes";

/** Lighthouse's phone: where a line that wraps differently moves the most below it. */
const PHONE = { width: 412, height: 823 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("every page fetches the typeface once and draws its text once: no layout shift at 412 px", async ({ page }) => {
  test.setTimeout(180_000);
  let fontRequests = 0;
  // A second request for the face (a second @font-face parsed) answers late, as a phone's network
  // would: the text is then drawn in the fallback until it arrives, and any line it rewraps moves.
  await page.route(TYPEFACE.url, async (route) => {
    fontRequests += 1;
    if (fontRequests > 1) await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    // Every shift, with or without recent input: Lighthouse counts them all on a touch phone.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push({ value: Number(entry.value.toFixed(4)), at: Math.round(entry.startTime) });
    }).observe({ type: "layout-shift", buffered: true });
  });
  const problems: string[] = [];
  for (const route of specRoutes) {
    fontRequests = 0;
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
    const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.status}`));
    if (!faces.includes(`${TYPEFACE.family} loaded`))
      problems.push(`${route}: no loaded ${TYPEFACE.family} face (${faces.join(", ")})`);
    if (fontRequests !== 1) problems.push(`${route}: the typeface was requested ${fontRequests} times`);
    if (shifts.length) problems.push(`${route}: layout shifts ${JSON.stringify(shifts)}`);
  }
  expect(problems).toEqual([]);
});
