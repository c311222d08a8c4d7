import fs from "node:fs";
import path from "node:path";

/** The entry files of a one-file-per-entry collection (`data/jobs/*.json`), by name without `.json`, sorted. */
export function entryFileNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/** The parsed entries of such a collection, in file-name order. */
export function readEntries<T>(dir: string): T[] {
  return entryFileNames(dir).map((name) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as T);
}

type Listings = { home: string[]; services: string[] };

/**
 * The services of a data/ folder with their place in each listing (1-based, null when not listed),
 * as the GraphQL fields homeOrder and servicesOrder give them to the pages (gatsby/schema.ts).
 */
export function servicesWithOrder<T extends { slug: string }>(
  dataDir: string,
): (T & { homeOrder: number | null; servicesOrder: number | null })[] {
  const order = JSON.parse(fs.readFileSync(path.join(dataDir, "service-order.json"), "utf8")) as Listings;
  const place = (list: string[], slug: string) => (list.includes(slug) ? list.indexOf(slug) + 1 : null);
  return readEntries<T>(path.join(dataDir, "services")).map((service) => ({
    ...service,
    homeOrder: place(order.home, service.slug),
    servicesOrder: place(order.services, service.slug),
  }));
}
