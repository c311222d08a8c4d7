import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectWholeIdReferences, open } from "./helpers";

const about = JSON.parse(fs.readFileSync("data/about.json", "utf8"));
const site = JSON.parse(fs.readFileSync("data/site.json", "utf8"));

test.describe("about page", () => {
  test("shows the intro figures, capabilities, reasons, parent company and links to /contact/ and /services/", async ({
    page,
  }) => {
    await page.goto("/about/");
    for (const figure of about.figures)
      await expect(page.getByRole("main")).toContainText(`${figure.label}${figure.value}`);
    await expect(
      page.getByRole("region", { name: about.capabilitiesHeading }).getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
    await expect(page.getByRole("region", { name: about.reasonsHeading }).getByRole("listitem")).toHaveCount(4);
    const parent = page.getByRole("region", { name: about.parentHeading });
    for (const value of Object.values<string>(site.parentCompany)) await expect(parent).toContainText(value);
    const cta = page.getByRole("region", { name: about.cta.heading });
    await expect(cta.getByRole("link", { name: about.cta.primary.label })).toHaveAttribute("href", "/contact/");
    await expect(cta.getByRole("link", { name: about.cta.secondary.label })).toHaveAttribute("href", "/services/");
  });

  test("names the leadership with their roles, the year founded, and the certifications held", async ({ page }) => {
    await page.goto("/about/");
    await expect(page.getByRole("main")).toContainText(`Year Founded${site.story.founded}`);
    const people = page.getByRole("region", { name: about.peopleHeading });
    await expect(people).toContainText(`${site.story.founded}`);
    for (const person of about.people as { name: string; role: string; line: string }[]) {
      await expect(people.getByRole("heading", { level: 3, name: person.name })).toBeVisible();
      await expect(people).toContainText(person.role);
      await expect(people).toContainText(person.line);
    }
    const credentials = page.getByRole("region", { name: about.credentialsHeading });
    for (const credential of about.credentials as { name: string; since: number }[]) {
      await expect(credentials.getByRole("heading", { level: 3, name: credential.name })).toBeVisible();
      await expect(credentials).toContainText(`since ${credential.since}`);
    }
  });

  test("Mission, Vision and Values work as tabs with the mouse and the keyboard", async ({ page }) => {
    // The tabs start on the first focus; an arrow pressed before their code ran is given again after.
    await open(page, "/about/");
    const mission = page.getByRole("tab", { name: about.tabs.mission.label });
    await expect(mission).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(about.tabs.mission.text);
    await expectWholeIdReferences(page, "with the Mission tab selected");
    await mission.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: about.tabs.vision.label })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(about.tabs.vision.text);
    await expectWholeIdReferences(page, "with the Vision tab selected");
    await page.keyboard.press("End");
    const values = page.getByRole("tabpanel", { name: about.tabs.valuesLabel });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(
      about.tabs.values.map((v: { title: string }) => v.title),
    );
    await expectWholeIdReferences(page, "with the Values tab selected");
    await page.getByRole("tab", { name: about.tabs.mission.label }).click();
    await expect(page.getByRole("tabpanel", { name: about.tabs.mission.label })).toBeVisible();
    await expectWholeIdReferences(page, "with the Mission tab selected again");
  });
});
