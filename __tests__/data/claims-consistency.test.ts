/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import site from "../../data/site.json";
import contact from "../../data/contact.json";
import { claimText } from "../../src/components/ui/claim-text";

/** Every text in data/, with where it is: [file › path, text, the object it is a field of]. */
function texts(value: unknown, where: string, parent: Record<string, unknown> | null = null): [string, string, Record<string, unknown> | null][] {
  if (typeof value === "string") return [[where, value, parent]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    return Object.entries(object).flatMap(([key, item]) => texts(item, `${where}.${key}`, object));
  }
  return [];
}
const dataFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? dataFiles(path.join(dir, entry.name)) : entry.name.endsWith(".json") ? [path.join(dir, entry.name)] : []);
const allTexts = dataFiles(path.resolve("data")).flatMap((file) => texts(JSON.parse(fs.readFileSync(file, "utf8")), path.relative(".", file)));

describe("the round-the-clock claim", () => {
  const claim = site.claims.find((candidate) => candidate.key === "support")!;
  const phrase = claimText(site.claims, "support");

  it("is decided once, in data/site.json claims, and says what runs 24/7", () => {
    expect(claim.value).toBe("24/7");
    expect(phrase).toBe("24/7 monitoring of the systems we run for you");
  });

  it("every other 24/7 in data/ says the same, or names what a service monitors", () => {
    const stray = allTexts
      .filter(([, text]) => text.includes("24/7"))
      .filter(([, text, parent]) => {
        if (text === claim.value && typeof parent?.label === "string") return !/monitoring/i.test(parent.label);
        return !text.includes(phrase);
      })
      .map(([where, text]) => `${where}: ${text}`);
    expect(stray).toEqual([]);
  });

  it("is quoted beside the business hours, which are not round the clock", () => {
    expect(contact.hoursNote).toContain("{support}");
  });
});

describe("place names", () => {
  it("writes Tallinn, the Estonian capital, with two n's everywhere", () => {
    expect(allTexts.filter(([, text]) => /\bTallin\b/.test(text)).map(([where]) => where)).toEqual([]);
  });
});
