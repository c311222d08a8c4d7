/** @jest-environment node */
import { formatDay } from "../../shared/dates";

describe("formatDay, the site's one way of writing a day", () => {
  it("writes a YYYY-MM-DD date as job pages always have: October 6, 2026", () => {
    expect(formatDay("2026-10-06")).toBe("October 6, 2026");
    expect(formatDay("2026-11-24")).toBe("November 24, 2026");
    expect(formatDay("2027-01-31T00:00:00.000Z")).toBe("January 31, 2027");
  });

  it("refuses what is not such a date", () => {
    expect(() => formatDay("24/11/2026")).toThrow("not a date written YYYY-MM-DD");
  });
});
