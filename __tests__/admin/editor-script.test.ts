/** @jest-environment node */
import { jsonInFieldOrder, listFromFile, listToFile } from "../../src/admin/formats";
import { addDays, isoDay, parseDay, siteDay, yearTyped } from "../../src/admin/dates";
import { slugFromTitle } from "../../src/admin/slug";
import { listProblem, listToText, textToList } from "../../src/admin/text-lists";
import { experienceTyped } from "../../shared/experience";

describe("the editor's script", () => {
  it("makes a job's slug from its title as the data rules want it", () => {
    expect(slugFromTitle("QA Automation Engineer")).toBe("qa-automation-engineer");
    expect(slugFromTitle("AI/ML Engineer")).toBe("ai-ml-engineer");
    expect(slugFromTitle("  Café & Bar Manager (m/f) ")).toBe("cafe-and-bar-manager-m-f");
  });

  it("writes JSON in the form's field order, ending with a newline", () => {
    expect(jsonInFieldOrder({ b: 1, a: 2, c: 3 }, ["a", "b"])).toBe('{\n  "a": 2,\n  "b": 1,\n  "c": 3\n}\n');
  });

  it("hands a file whose top level is a list to the form as one list field, and writes the list back", () => {
    const file = '[\n  {\n    "name": "Design"\n  }\n]\n';
    expect(listToFile(listFromFile(file))).toBe(file);
  });

  it("writes an optional field left empty in the form as null, in the order the other entries have", () => {
    const remote = { name: "Remote - Europe", summary: "Fully remote.", applicantCountries: ["Estonia"], place: {} };
    const written = JSON.parse(
      listToFile({
        entries: [
          { name: "Austin", summary: "Hybrid.", place: { locality: "Austin" }, applicantCountries: null },
          remote,
        ],
      }),
    );
    expect(written[1]).toEqual({
      name: "Remote - Europe",
      summary: "Fully remote.",
      place: null,
      applicantCountries: ["Estonia"],
    });
    expect(Object.keys(written[1])).toEqual(["name", "summary", "place", "applicantCountries"]);
  });

  it("shows a day as the site writes it and saves it as YYYY-MM-DD", () => {
    expect(siteDay("2026-10-06")).toBe("October 6, 2026");
    expect(isoDay({ year: 2027, month: 2, day: 31 })).toBe("2027-02-28");
    expect(parseDay("06/10/2026")).toBeNull();
  });

  it("counts default days across months and years, and takes any four-digit year", () => {
    expect(addDays("2026-11-27", 60)).toBe("2027-01-26");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(yearTyped("2041")).toBe(2041);
    expect(yearTyped("1999")).toBe(1999);
    expect(yearTyped("202")).toBeNull();
  });

  it("reads the experience typed as the site shows it", () => {
    expect(experienceTyped("3+")).toBe(3);
    expect(experienceTyped(" 3 + ")).toBe(3);
    expect(experienceTyped("3")).toBe(3);
    expect(experienceTyped("3+ years")).toBeNull();
    expect(experienceTyped("three")).toBeNull();
    expect(experienceTyped("")).toBeNull();
  });

  it("edits a list of texts one per line, within the rule's limits, naming the field", () => {
    expect(textToList("First\n\n  Second  \n", "line")).toEqual(["First", "Second"]);
    expect(listToText(["First", "Second"], "line")).toBe("First\nSecond");
    const limits = { get: (key: string) => ({ min: 1, max: 2, label: "Requirements" })[key] };
    expect(listProblem([], limits)).toBe("Requirements: write at least 1 (one per line).");
    expect(listProblem(["a", "b", "c"], limits)).toBe("Requirements: write at most 2 (one per line); there are 3.");
    expect(listProblem(["a"], limits)).toBeNull();
    expect(listProblem([], { get: (key: string) => ({ min: 1, required: false })[key] })).toBeNull();
  });

  it("keeps every comma of a list typed key by key, as typed and as pasted", () => {
    const typed = "SQL, Power BI, Excel";
    // Each prefix a person passes through while typing keeps its text, and the list follows it.
    for (let end = 1; end <= typed.length; end++)
      expect(textToList(typed.slice(0, end), "comma").join(", ")).toBe(typed.slice(0, end).replace(/,\s*$/, "").trim());
    expect(textToList(typed, "comma")).toEqual(["SQL", "Power BI", "Excel"]);
    expect(textToList("SQL,,  Excel ,", "comma")).toEqual(["SQL", "Excel"]);
    expect(listToText(["SQL", "Power BI"], "comma")).toBe("SQL, Power BI");
    const limits = { get: (key: string) => ({ min: 1, max: 2, label: "Skills" })[key] };
    expect(listProblem(["a", "b", "c"], limits, "comma")).toBe(
      "Skills: write at most 2 (separated by commas); there are 3.",
    );
  });
});
