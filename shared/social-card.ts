/**
 * The social card of a job, service or case study page: a 1200x630 PNG drawn at build time
 * (gatsby/social-cards.ts) and named after what it shows, so a changed title gets a new address
 * and a link preview cached by LinkedIn or X under the old one is never shown for the new text.
 * Pure and browser-safe: the pages' Head (which also runs in the browser) and the build share it.
 */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
export const SOCIAL_CARD_DIR = "og";

export type SocialCardKind = "job" | "service" | "caseStudy";
/** Where each kind's cards are kept under /og/. */
const KIND_DIRS: Record<SocialCardKind, string> = { job: "jobs", service: "services", caseStudy: "case-studies" };

export interface SocialCardContent {
  kind: SocialCardKind;
  slug: string;
  title: string;
  /** The job's department, the service's category, or the case study's sector. */
  label: string;
  /** The job's location, or the case study client's size and place; services have none. */
  location?: string;
  brand: string;
  /** The page family's name beside the brand: "Careers", "Services", "Case Studies" (data/site.json's breadcrumbs). */
  family: string;
  /** The entry's card colour (data/jobs, data/services), the card's accent. */
  color: string;
}

/** Bumped when the drawing changes, so every card is drawn again and gets a new address. */
export const SOCIAL_CARD_DESIGN = 2;

/** FNV-1a, 32 bits: a short, stable name for the card's content (not a security hash). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

export const socialCardKey = (card: SocialCardContent) =>
  fnv1a(
    JSON.stringify([
      SOCIAL_CARD_DESIGN,
      card.title,
      card.label,
      card.location ?? "",
      card.brand,
      card.family,
      card.color,
    ]),
  );

/** The card's address under the site's root: `/og/jobs/<slug>-<key>.png`. */
export const socialCardPath = (card: SocialCardContent) =>
  `/${SOCIAL_CARD_DIR}/${KIND_DIRS[card.kind]}/${card.slug}-${socialCardKey(card)}.png`;
