/** @jest-environment node */
import { jsonInFieldOrder, listFromFile, listToFile } from "../../src/admin/formats";
import { isoDay, parseDay, siteDay } from "../../src/admin/dates";
import { slugFromTitle } from "../../src/admin/slug";
import { linesToList, listProblem, listToLines } from "../../src/admin/widgets";

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

  it("edits a list of texts one per line, within the rule's limits", () => {
    expect(linesToList("First\n\n  Second  \n")).toEqual(["First", "Second"]);
    expect(listToLines(["First", "Second"])).toBe("First\nSecond");
    const limits = { get: (key: string) => ({ min: 1, max: 2 })[key] };
    expect(listProblem([], limits)).toBe("Write at least 1 (one per line).");
    expect(listProblem(["a", "b", "c"], limits)).toBe("Write at most 2 (one per line).");
    expect(listProblem(["a"], limits)).toBeNull();
    expect(listProblem([], { get: (key: string) => ({ min: 1, required: false })[key] })).toBeNull();
  });
});
