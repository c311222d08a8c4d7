import { expect, test } from "@playwright/test";
import { MOBILE } from "./helpers";
import { saidTwice } from "./said-once";

/** The most a phone scrolls through the home page (issue 49), at 375 px wide. */
const MAX_HOME_HEIGHT = 7500;

test.describe("the home page says each thing once", () => {
  test.use({ viewport: MOBILE });

  test(`is at most ${MAX_HOME_HEIGHT} px tall at 375 px wide`, async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(MAX_HOME_HEIGHT);
  });

  test("no figure and no sentence is repeated from one section to another", async ({ page }) => {
    await page.goto("/");
    // Each section's text as a reader meets it: every carousel slide (shown in turn), not the
    // screen-reader-only labels (clipped to a pixel), which name what the visible text says.
    const sections = await page.evaluate(() => {
      const clipped = (element: Element | null): boolean => {
        for (let at = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.position === "absolute" && parseFloat(style.width) <= 1 && style.overflow === "hidden") return true;
        }
        return false;
      };
      const textOf = (root: Element) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!clipped(node.parentElement)) parts.push(node.textContent ?? "");
        return parts.join(" ").replace(/\s+/g, " ");
      };
      const blocks = [...document.querySelectorAll("main > *"), document.querySelector("footer")!];
      return blocks.map((block, index) => ({
        name:
          block.tagName === "FOOTER"
            ? "footer"
            : block.querySelector("h1, h2")?.textContent?.trim() || `section ${index + 1}`,
        text: [...block.querySelectorAll("p, li, dd, dt, h3, blockquote, figcaption, a")]
          .filter((element) => !element.querySelector("p, li, dd, dt, h3, blockquote, figcaption"))
          .map((element) => textOf(element))
          .join("\n"),
      }));
    });
    expect(saidTwice(sections)).toEqual([]);
  });
});
