/**
 * An entry's slug (its address and its file's name) made from its title: lower-case ASCII words
 * joined by hyphens, as the data rules want ("AI/ML Engineer" is ai-ml-engineer).
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The collections whose entries are files named by their slug. */
export const SLUGGED = ["jobs", "services", "case-studies"];
