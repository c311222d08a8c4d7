import type { ImmutableMap } from "../../src/admin/decap";
import { freshDays } from "../../src/admin/fresh-days";

const entry = (data: Record<string, unknown>): ImmutableMap => ({
  get: (key) => data[key],
  getIn: () => undefined,
  set: (key, value) => entry({ ...data, [key]: value }),
  toJS: () => data,
});

describe("a new job's days", () => {
  it("a duplicate posted weeks ago starts today and closes 60 days later", () => {
    const copied = entry({ title: "Data Analyst", datePosted: "2026-11-10", validThrough: "2027-06-30" });
    expect(freshDays(copied, "2026-11-28").toJS()).toEqual({
      title: "Data Analyst",
      datePosted: "2026-11-28",
      validThrough: "2027-01-27",
    });
  });

  it("keeps the days an editor chose from today on", () => {
    const chosen = { datePosted: "2026-12-01", validThrough: "2026-12-20" };
    expect(freshDays(entry(chosen), "2026-11-28").toJS()).toEqual(chosen);
  });
});
