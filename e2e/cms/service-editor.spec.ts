import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator } from "@playwright/test";
import { TYPEFACE } from "../../shared/typeface";
import { port } from "../server-env";
import { editorOnScratchCopy, openEditor, previewOf, typefaceStatus } from "./scratch-repo";

/** An editor opens a service: its picture is shown as a picture, in the form and in the preview, in the site's type. */
const editorPort = Number(process.env.E2E_CMS_PORT ?? port + 2) + 1;
const shots = path.resolve(process.env.CMS_SHOTS_DIR ?? path.join("reports", "cms"));
const service = JSON.parse(fs.readFileSync(path.resolve("data/services/web-development.json"), "utf8")) as {
  slug: string;
  title: string;
  image: string;
};

editorOnScratchCopy(editorPort);

/** The picture has arrived and been decoded: a picture the browser could not load has no natural width. */
const drawnWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth);

test("a service's picture is shown as the picture in the form and the preview, and another can be chosen by name", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  // Nothing the editor asks for is missing (a picture, the typeface, an icon).
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, editorPort, `/collections/services/entries/${service.slug}`);
  const picker = page.getByLabel("Picture", { exact: true });
  await expect(picker).toHaveValue(service.image);
  // In the form: the picture itself beside its chooser, not its path.
  const field = page.locator("div", { has: picker }).last();
  const inForm = field.locator("img");
  await expect(inForm).toHaveAttribute("src", new RegExp(`/${service.image}$`));
  await expect.poll(() => drawnWidth(inForm)).toBeGreaterThan(0);
  // In the preview: the page's hero draws the same file.
  const inPreview = previewOf(page).locator(`img[src$="/${service.image}"]`);
  await expect.poll(() => drawnWidth(inPreview)).toBeGreaterThan(0);
  // The preview is drawn in the site's typeface, not its fallback.
  await expect.poll(() => typefaceStatus(previewOf(page))).toContain(`${TYPEFACE.family} loaded`);
  await picker.scrollIntoViewIfNeeded();
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, "service-form-1280-picture.png") });

  // Another picture, chosen by its file's name: both panes show it.
  const other = "services/cloud-infrastructure.png";
  await picker.selectOption({ label: path.basename(other) });
  await expect(picker).toHaveValue(other);
  await expect(inForm).toHaveAttribute("src", new RegExp(`/${other}$`));
  await expect.poll(() => drawnWidth(inForm)).toBeGreaterThan(0);
  await expect.poll(() => drawnWidth(previewOf(page).locator(`img[src$="/${other}"]`))).toBeGreaterThan(0);
  await page.getByLabel(/^Service name/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, "service-form-1280-top.png") });
  expect(errors).toEqual([]);
});
