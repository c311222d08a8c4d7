import { expect, test } from "@playwright/test";
import {} from "./helpers";
import { servicesWithOrder } from "../content-model/node/data-folder";
import { servicePath } from "../shared/routes";

type Service = {
  slug: string;
  title: string;
  category: string;
  variant: "primary" | "secondary";
  features: string[];
  featureCards: { title: string }[];
  technologies: string[] | null;
  statistics: { value: string; label: string }[] | null;
  cta: { heading: string };
};
const services = servicesWithOrder<Service>("data");
const cards = services.filter((s) => s.servicesOrder !== null).sort((a, b) => a.servicesOrder! - b.servicesOrder!);

test.describe("services page", () => {
  test("shows the 9 cards in order, each with 4 features, and each Learn More leads to its page", async ({ page }) => {
    expect(cards).toHaveLength(9);
    await page.goto("/services/");
    await expect(
      page
        .getByRole("main")
        .getByRole("heading", { level: 2 })
        .filter({ hasText: new RegExp(cards.map((c) => c.title).join("|")) }),
    ).toHaveText(cards.map((c) => c.title));
    for (const card of cards) {
      await page.goto("/services/");
      const item = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: card.title, exact: true }) });
      for (const feature of card.features) await expect(item).toContainText(feature);
      await item.getByRole("link", { name: `Learn More about ${card.title}` }).click();
      await expect(page).toHaveURL(servicePath(card.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
    }
  });

  test("links every one of the fifteen service pages: the nine cards, then the other six under their own heading", async ({
    page,
  }) => {
    expect(services).toHaveLength(15);
    await page.goto("/services/");
    const linked = await page
      .getByRole("main")
      .getByRole("link", { name: /^Learn More about / })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect([...linked].sort()).toEqual(services.map((service) => servicePath(service.slug)).sort());
    const more = page.getByRole("region", { name: "More Services" });
    const others = services.filter((service) => service.servicesOrder === null);
    expect(others).toHaveLength(6);
    await expect(more.getByRole("heading", { level: 3 })).toHaveText(
      others
        .sort((a, b) => (a.homeOrder ?? 99) - (b.homeOrder ?? 99) || a.title.localeCompare(b.title))
        .map((service) => service.title),
    );
  });

  test("hovering a card highlights it", async ({ page }) => {
    await page.goto("/services/");
    await page.waitForLoadState("networkidle");
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: cards[1].title, exact: true }) });
    await expect(item).toHaveAttribute("data-highlighted", "false");
    await item.hover();
    await expect(item).toHaveAttribute("data-highlighted", "true");
  });
});

test.describe("service pages", () => {
  for (const service of services) {
    test(`${service.slug}: badge, back link, features, ${service.statistics ? "figures" : "technologies"} and calls to action as the data says`, async ({
      page,
    }) => {
      await page.goto(servicePath(service.slug));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(main.getByRole("paragraph").getByText(service.category, { exact: true })).toBeVisible();
      for (const card of service.featureCards)
        await expect(main.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      for (const technology of service.technologies ?? [])
        await expect(main.getByRole("listitem").filter({ hasText: technology }).first()).toBeVisible();
      for (const figure of service.statistics ?? []) {
        await expect(main.locator("dd", { hasText: figure.value }).locator("..")).toContainText(figure.label);
      }
      const cta = page.getByRole("region", { name: service.cta.heading });
      if (service.variant === "primary") {
        await expect(main.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services/");
        await expect(cta.getByRole("link")).toHaveCount(2);
        await expect(cta.getByRole("link").nth(0)).toHaveAttribute("href", "/contact/");
        await expect(cta.getByRole("link").nth(1)).toHaveAttribute("href", "/services/");
      } else {
        await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
        await expect(cta.getByRole("link")).toHaveCount(1);
        await expect(cta.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact/");
      }
    });
  }

  // The figures these pages promise; they are written here, not read from data, so a data edit cannot hide a change.
  const PROMISED_FIGURES: Record<string, string[]> = {
    "business-process-services": ["80%", "60%", "95%"],
    "digital-enterprise-applications": ["100%", "24/7", "99.9%"],
    "engineering-services": ["15+", "50%", "100%"],
    "experience-services": ["85%", "70%", "100%", "WCAG 2.1 AA"],
    "network-services": ["99.9%", "24/7", "40%"],
    "testing-services": ["90%", "75%", "100%"],
  };
  for (const [slug, figures] of Object.entries(PROMISED_FIGURES)) {
    test(`${slug} shows the figures ${figures.join(", ")}`, async ({ page }) => {
      await page.goto(servicePath(slug));
      const shown = await page.getByRole("main").locator("dl").innerText();
      for (const figure of figures) expect(shown).toContain(figure);
    });
  }
});

test("on a phone, a compact index at the top jumps to each of the fifteen services, its card clear of the sticky header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/services/");
  const index = page.getByRole("navigation", { name: "Jump to a service" });
  await expect(index.getByRole("link")).toHaveCount(services.length);
  await expect(index).toBeInViewport();
  const last = services.find((service) => service.servicesOrder === null)!;
  await index.getByRole("link", { name: last.title }).click();
  const heading = page.getByRole("heading", { name: last.title, exact: true });
  await expect(heading).toBeInViewport();
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});
