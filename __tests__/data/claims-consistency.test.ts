/** @jest-environment node */
// Rules every text in data/ keeps, whatever an editor writes: a figure has one value everywhere,
// round the clock is claimed only for monitoring (support answers in business hours), and names
// have one spelling. The sentences themselves are the editor's.
import fs from "node:fs";
import path from "node:path";
import site from "../../data/site.json";

type Text = { where: string; text: string; parent: Record<string, unknown> | null };

/** Every text in data/, with where it is (file › path) and the object it is a field of. */
function texts(value: unknown, where: string, parent: Record<string, unknown> | null = null): Text[] {
  if (typeof value === "string") return [{ where, text: value, parent }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    return Object.entries(object).flatMap(([key, item]) => texts(item, `${where}.${key}`, object));
  }
  return [];
}
const dataFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? dataFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".json")
          ? [path.join(dir, entry.name)]
          : [],
    );
const allTexts = dataFiles(path.resolve("data")).flatMap((file) =>
  texts(JSON.parse(fs.readFileSync(file, "utf8")), path.relative(".", file)),
);
/** The figures shown as a value over a label (claims, About's figures, a service's stats). */
const figures = allTexts
  .filter(({ where, parent }) => where.endsWith(".value") && typeof parent?.label === "string")
  .map(({ where, text, parent }) => ({ where, value: text, label: String(parent!.label) }));

describe("a company figure has one value everywhere", () => {
  // A service's own figures (its cost reduction, its uptime) may differ from service to service;
  // the company's claims may not.
  it("a figure with a claim's label shows the claim's value (data/site.json claims)", () => {
    const differing = figures.flatMap(({ where, value, label }) => {
      const claim = site.claims.find((candidate) => candidate.label.toLowerCase() === label.toLowerCase());
      return claim && claim.value !== value ? [`${where}: ${value} (the claim says ${claim.value})`] : [];
    });
    expect(differing).toEqual([]);
  });
});

describe("round the clock", () => {
  const roundTheClock = /24\/7|round[- ]the[- ]clock|around the clock/i;

  it("is claimed only for monitoring: support answers in business hours", () => {
    const stray = allTexts
      .filter(({ text }) => roundTheClock.test(text))
      .filter(({ where, text, parent }) => {
        const isFigure = where.endsWith(".value") && typeof parent?.label === "string";
        const says = isFigure ? String(parent.label) : sentenceWith(text, roundTheClock);
        return !/monitor/i.test(says);
      })
      .map(({ where, text }) => `${where}: ${text}`);
    expect(stray).toEqual([]);
  });

  it("is written 24/7, never 24x7 or 24-7", () => {
    expect(allTexts.filter(({ text }) => /\b24\s*(x|×|-)\s*7\b/i.test(text)).map(({ where }) => where)).toEqual([]);
  });
});

describe("place names", () => {
  it("writes Tallinn, the Estonian capital, with two n's everywhere", () => {
    expect(allTexts.filter(({ text }) => /\bTallin\b/.test(text)).map(({ where }) => where)).toEqual([]);
  });
});

/** The sentence of a text that matches, so a claim is judged by its own sentence. */
function sentenceWith(text: string, pattern: RegExp): string {
  return text.split(/(?<=[.!?])\s+/).find((sentence) => pattern.test(sentence)) ?? text;
}
