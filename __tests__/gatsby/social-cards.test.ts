/** @jest-environment node */
import sharp from "sharp";
import { cardBackgroundSvg, cardTextSvg, drawCard, TEXT_BOX } from "../../gatsby/social-cards";
import { SOCIAL_CARD, type SocialCardContent } from "../../shared/social-card";

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

describe("a social card", () => {
  it("is a 1200x630 PNG", async () => {
    const { format, width, height } = await sharp(await drawCard(card)).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
  });

  it("looks as its background and its text drawn as one picture do", async () => {
    const whole = await sharp(Buffer.from(cardBackgroundSvg(card)))
      .composite([{ input: Buffer.from(cardTextSvg(card)), left: TEXT_BOX.left, top: TEXT_BOX.top }])
      .png()
      .toBuffer();
    expect(meanDifference(await pixels(await drawCard(card)), await pixels(whole))).toBeLessThan(0.05);
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
