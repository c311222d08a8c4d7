import { expect, test } from "@playwright/test";
import { allRoutes, DESKTOP, open } from "./helpers";

/**
 * What a screen reader's heading list offers on arrival: the headings in Chromium's accessibility
 * tree as the page loads, before anything is scrolled, are the headings the page draws (every h1-h6
 * or role=heading that is rendered and not aria-hidden), level and name, in order. Nothing drawn
 * may wait to enter the tree until it is scrolled near (as `content-visibility: auto` made it).
 */
test.use({ viewport: DESKTOP });

test("on every route, the accessibility tree's headings at load are the headings the page renders", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const client = await page.context().newCDPSession(page);
  await client.send("Accessibility.enable");
  const differences: string[] = [];
  let headings = 0;
  for (const route of allRoutes) {
    await open(page, route);
    const rendered = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
        .filter(
          (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest("[aria-hidden=true]"),
        )
        .map((element) => {
          const level = element.getAttribute("aria-level") ?? element.localName.slice(1);
          // Its text as a screen reader names it: without the parts hidden from it (a "+" drawn beside it).
          const named = element.cloneNode(true) as HTMLElement;
          named.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
          return `h${level} ${(named.textContent ?? "").replace(/\s+/g, " ").trim()}`;
        }),
    );
    const { nodes } = (await client.send("Accessibility.getFullAXTree")) as {
      nodes: {
        ignored: boolean;
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const inTree = nodes
      .filter((node) => !node.ignored && node.role?.value === "heading")
      .map((node) => {
        const level = node.properties?.find((property) => property.name === "level")?.value.value;
        return `h${String(level)} ${(node.name?.value ?? "").replace(/\s+/g, " ").trim()}`;
      });
    headings += rendered.length;
    // Compared as words, whatever their case (text-transform) or the spaces between blocks.
    const plain = (heading: string) => heading.toLowerCase().replace(/\s+/g, "");
    const missing = rendered.filter((heading) => !inTree.map(plain).includes(plain(heading)));
    const extra = inTree.filter((heading) => !rendered.map(plain).includes(plain(heading)));
    if (missing.length || extra.length || rendered.length !== inTree.length)
      differences.push(
        `${route}: rendered ${rendered.length}, in the tree ${inTree.length}; not in the tree: ${JSON.stringify(missing)}; only in the tree: ${JSON.stringify(extra)}`,
      );
  }
  console.log(`Headings compared: ${headings} on ${allRoutes.length} routes`);
  expect(differences).toEqual([]);
});
