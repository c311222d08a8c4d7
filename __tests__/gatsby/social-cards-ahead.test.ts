/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { drawCard } from "../../gatsby/social-cards";
import { startCardsAhead, stopCardsAhead } from "../../gatsby/social-cards-ahead";
import { socialCardKey, type SocialCardContent } from "../../shared/social-card";

const cards: SocialCardContent[] = Array.from({ length: 120 }, (_, index) => ({
  kind: "job",
  slug: `ai-ml-engineer-${index}`,
  title: `AI/ML Engineer ${index}`,
  label: "Engineering",
  location: "Tallinn, Estonia",
  brand: "Nexora Technologies",
  family: "Careers",
  color: "#2563eb",
}));

// The drawing process loads TypeScript through tsx and sharp: slow to start on a loaded machine.
jest.setTimeout(60_000);

describe("social cards drawn ahead", () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "cards-ahead-"));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it("draws the cards into the cache as the build would draw them", async () => {
    const few = cards.slice(0, 3);
    startCardsAhead(few, cacheDir);
    const files = few.map((card) => path.join(cacheDir, `${socialCardKey(card)}.png`));
    while (!files.every((file) => fs.existsSync(file))) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stopCardsAhead()).toBe(3);
    expect(fs.readFileSync(files[1]).equals(await drawCard(few[1]))).toBe(true);
  });

  it("stops when told, leaving only whole cards and no files of its own", async () => {
    startCardsAhead(cards, cacheDir);
    // Once it has drawn one, so that it is stopped mid-way.
    while (!fs.readdirSync(cacheDir).some((name) => name.endsWith(".png")))
      await new Promise((resolve) => setTimeout(resolve, 50));
    const drawn = await stopCardsAhead();
    const names = fs.readdirSync(cacheDir);
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(cards.length);
    expect(names).toHaveLength(drawn);
    for (const name of names) {
      expect(name).toMatch(/^[0-9a-f]{8}\.png$/);
      expect(await sharp(path.join(cacheDir, name)).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it("says none were drawn when none were started", async () => {
    expect(await stopCardsAhead()).toBe(0);
  });
});
