/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { cardBackgroundSvg, cardTextSvg, drawCard, TEXT_BOX, writeSocialCards } from "../../gatsby/social-cards";
import { SOCIAL_CARD, socialCardPath, type SocialCardContent } from "../../shared/social-card";

const card: SocialCardContent = {
  kind: "job",
  slug: "senior-data-engineer",
  title: "Senior Data Engineer, Énergie & Réseaux",
  label: "Data & Analytics",
  location: "Austin, TX · Hybrid",
  brand: "Northwind",
  family: "Careers",
  color: "#db2777",
};

const pixels = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;
/** The mean absolute difference per channel of two RGB pictures over rows [from, to). */
function meanDifference(a: Buffer, b: Buffer, from = 0, to: number = SOCIAL_CARD.height): number {
  let sum = 0;
  const start = from * SOCIAL_CARD.width * 3;
  const end = to * SOCIAL_CARD.width * 3;
  for (let index = start; index < end; index += 1) sum += Math.abs(a[index] - b[index]);
  return sum / (end - start);
}

/** How many pixels outside TEXT_BOX differ between two RGB pictures. */
function changedOutsideTextBox(a: Buffer, b: Buffer): number {
  const { left, top, width, height } = TEXT_BOX;
  let changed = 0;
  for (let y = 0; y < SOCIAL_CARD.height; y += 1)
    for (let x = 0; x < SOCIAL_CARD.width; x += 1) {
      if (x >= left && x < left + width && y >= top && y < top + height) continue;
      const at = (y * SOCIAL_CARD.width + x) * 3;
      if (a[at] !== b[at] || a[at + 1] !== b[at + 1] || a[at + 2] !== b[at + 2]) changed += 1;
    }
  return changed;
}

const asOnePicture = async (each: SocialCardContent) =>
  pixels(
    await sharp(Buffer.from(cardBackgroundSvg(each)))
      .composite([{ input: Buffer.from(cardTextSvg(each)), left: TEXT_BOX.left, top: TEXT_BOX.top }])
      .png()
      .toBuffer(),
  );

describe("a social card", () => {
  it("is a 1200x630 PNG", async () => {
    const { format, width, height } = await sharp(await drawCard(card)).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
  });

  it("looks as its background and its text drawn as one picture do", async () => {
    expect(meanDifference(await pixels(await drawCard(card)), await asOnePicture(card))).toBeLessThan(0.05);
  });

  // Each card's text is laid from letters drawn once for all the cards, each at its own fraction of a pixel.
  it.each([
    ["a title of one overlong word", { title: "Platformreliabilityandobservabilityengineeringleadership" }],
    ["a title at the smallest size, on four lines", { title: "Lead Engineer ".repeat(9).trim() }],
    ["no location, another colour", { title: "Product Designer", location: undefined, color: "#059669" }],
    ["the same letters as the first card, further along", { title: `Now ${card.title}` }],
  ])("draws %s as the one picture does, and nothing outside its text box", async (_, change) => {
    const each = { ...card, ...change };
    const [drawn, whole, background] = await Promise.all([
      drawCard(each).then(pixels),
      asOnePicture(each),
      sharp(Buffer.from(cardBackgroundSvg(each)))
        .png()
        .toBuffer()
        .then(pixels),
    ]);
    expect(meanDifference(drawn, whole)).toBeLessThan(0.05);
    expect(changedOutsideTextBox(drawn, background)).toBe(0);
  });

  it("shows its own title and label over the background its colour shares", async () => {
    const drawn = await pixels(await drawCard(card));
    const background = await pixels(
      await sharp(Buffer.from(cardBackgroundSvg(card)))
        .png()
        .toBuffer(),
    );
    // The title's rows, then the label's, differ from the background alone; above them the card is its background.
    expect(meanDifference(drawn, background, 200, 480)).toBeGreaterThan(5);
    expect(meanDifference(drawn, background, 500, 560)).toBeGreaterThan(5);
    expect(meanDifference(drawn, background, 0, TEXT_BOX.top)).toBe(0);
    const other = await pixels(await drawCard({ ...card, title: "Product Designer" }));
    expect(meanDifference(drawn, other, 200, 480)).toBeGreaterThan(5);
  });
});

describe("the social cards of a build", () => {
  it("are drawn once, then taken from the cache into public/, over the cards a last build left there", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"));
    const [publicDir, cacheDir] = [path.join(dir, "public"), path.join(dir, "cache")];
    const cards = [card, { ...card, slug: "product-designer", title: "Product Designer" }];
    try {
      expect(await writeSocialCards(cards, publicDir, cacheDir)).toEqual({ drawn: 2, cached: 0 });
      const first = cards.map((each) => fs.readFileSync(path.join(publicDir, socialCardPath(each))));
      expect(await writeSocialCards(cards, publicDir, cacheDir)).toEqual({ drawn: 0, cached: 2 });
      fs.rmSync(path.join(publicDir, socialCardPath(cards[1])));
      expect(await writeSocialCards(cards, publicDir, cacheDir)).toEqual({ drawn: 0, cached: 2 });
      cards.forEach((each, index) =>
        expect(fs.readFileSync(path.join(publicDir, socialCardPath(each))).equals(first[index])).toBe(true),
      );
      expect((await sharp(first[1]).metadata()).format).toBe("png");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
