import fs from "node:fs";
import { expect, test } from "@playwright/test";
import {} from "./helpers";
import { servicesWithOrder } from "../content-model/node/data-folder";
import { servicePath } from "../shared/routes";

const home = JSON.parse(fs.readFileSync("data/home.json", "utf8"));
const site = JSON.parse(fs.readFileSync("data/site.json", "utf8"));
const services = servicesWithOrder<{ slug: string; title: string }>("data");
const tiles = services.filter((s) => s.homeOrder !== null).sort((a, b) => a.homeOrder! - b.homeOrder!);

test.describe("home page", () => {
  test("the hero has the page's heading and calls to action to /contact/ and /services/", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    await expect(page.getByRole("link", { name: home.hero.primaryCta.label })).toHaveAttribute("href", "/contact/");
    await expect(page.getByRole("link", { name: home.hero.secondaryCta.label })).toHaveAttribute("href", "/services/");
  });

  test("the strengths carousel advances by itself and can be paused", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: home.strengthsHeading });
    const current = carousel.getByRole("group").filter({ visible: true });
    await expect(current.getByRole("heading")).toHaveText(home.strengths[0].title);
    await expect(current.getByRole("heading")).toHaveText(home.strengths[1].title, {
      timeout: site.constants.carouselIntervalMs + 3000,
    });
    await carousel.getByRole("button", { name: "Pause slides" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    await page.waitForTimeout(site.constants.carouselIntervalMs + 500);
    await expect(current.getByRole("heading")).toHaveText(home.strengths[1].title);
    await carousel.getByRole("button", { name: `Slide 4: ${home.strengths[3].title}` }).click();
    await expect(current.getByRole("heading")).toHaveText(home.strengths[3].title);
  });

  test("the 8 service tiles, in order, lead to their pages, and 'View All Services' to /services/", async ({
    page,
  }) => {
    expect(tiles).toHaveLength(8);
    await page.goto("/");
    const section = page.getByRole("region", { name: home.servicesSection.heading });
    const links = section.getByRole("listitem").getByRole("link");
    await expect(links).toHaveText(tiles.map((t) => t.title));
    for (const tile of tiles) {
      await page.goto("/");
      await page
        .getByRole("region", { name: home.servicesSection.heading })
        .getByRole("link", { name: tile.title, exact: true })
        .click();
      await expect(page).toHaveURL(servicePath(tile.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tile.title);
    }
    await page.goto("/");
    await page.getByRole("link", { name: home.servicesSection.viewAllLabel }).click();
    await expect(page).toHaveURL("/services/");
  });

  test("shows the claims, industries, technologies, rated testimonials, differentiators, highlights and closing CTA", async ({
    page,
  }) => {
    await page.goto("/");
    const claims = page.getByRole("region", { name: home.claimsHeading });
    const shown = site.claims.filter((claim: { key: string }) => home.claims.includes(claim.key));
    expect(shown).toHaveLength(home.claims.length);
    for (const claim of shown) await expect(claims).toContainText(`${claim.value}${claim.label}`);
    const industries = page.getByRole("region", { name: home.industriesSection.heading });
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText(
      home.industries.map((i: { name: string }) => i.name),
    );
    // Each industry leads to the case study of a project in it.
    for (const industry of home.industries as { name: string; caseStudy: string }[])
      await expect(
        industries.getByRole("listitem").filter({ hasText: industry.name }).getByRole("link"),
      ).toHaveAttribute("href", `/case-studies/${industry.caseStudy}/`);
    await expect(page.getByRole("region", { name: home.technologiesSection.heading }).getByRole("listitem")).toHaveText(
      home.technologies,
    );
    await expect(page.getByText("Rated 5 out of 5")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: home.differentiatorsSection.heading }).getByRole("heading", { level: 3 }),
    ).toHaveText(home.differentiators.map((d: { title: string }) => d.title));
    const highlights = page.getByRole("region", { name: home.highlightsSection.heading });
    for (const highlight of home.highlights)
      await expect(highlights).toContainText(`${highlight.title}${highlight.description}`);
    const cta = page.getByRole("region", { name: home.cta.heading });
    await expect(cta.getByRole("link", { name: home.cta.primary.label })).toHaveAttribute("href", "/contact/");
    await expect(cta.getByRole("link", { name: home.cta.secondary.label })).toHaveAttribute("href", "/about/");
  });
});
